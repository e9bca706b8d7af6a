import type { Core } from '@strapi/strapi';

// What the admin panel says under a server's logSecret field (issue 23): without it the server gets no
// statistics. Written into the Content Manager's edit view on every start, so it holds on every database.

const SERVER_UID = 'api::server.server';
export const LOG_SECRET_LABEL = 'logSecret (sv_logsecret)';
export const LOG_SECRET_DESCRIPTION =
  'Obligatorio para las estadísticas: el mismo valor que sv_logsecret en el server.cfg del servidor. ' +
  'Sin él, sus líneas de log se descartan y el servidor no suma estadísticas ni TOP 15.';

type FieldMetadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = { metadatas?: Record<string, FieldMetadata> } & Record<string, unknown>;
type ContentTypesService = {
  findContentType(uid: string): unknown;
  findConfiguration(contentType: unknown): Promise<Configuration>;
  updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
};

export async function describeLogSecretInAdmin(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = contentTypes.findContentType(SERVER_UID);
  const configuration = await contentTypes.findConfiguration(contentType);
  const metadatas = configuration.metadatas ?? {};
  const field = metadatas.logSecret ?? {};
  if (field.edit?.description === LOG_SECRET_DESCRIPTION && field.edit?.label === LOG_SECRET_LABEL) return;
  await contentTypes.updateConfiguration(contentType, {
    ...configuration,
    metadatas: {
      ...metadatas,
      logSecret: { ...field, edit: { ...field.edit, label: LOG_SECRET_LABEL, description: LOG_SECRET_DESCRIPTION } },
    },
  });
}
