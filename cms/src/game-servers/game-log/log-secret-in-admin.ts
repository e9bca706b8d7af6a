import type { Core } from '@strapi/strapi';

// What the admin panel says under a server's logSecret field (issue 23): without it the server gets no
// statistics; under its rconPassword (issue 26): without it community-wide bans do not reach it; and under its
// steamIdPrefixes (issue 41): which log ids are Steam accounts there.
// Written into the Content Manager's edit view on every start, so it holds on every database.

const SERVER_UID = 'api::server.server';
export const LOG_SECRET_LABEL = 'logSecret (sv_logsecret)';
export const LOG_SECRET_DESCRIPTION =
  'Obligatorio para las estadísticas: el mismo valor que sv_logsecret en el server.cfg del servidor. ' +
  'Sin él, sus líneas de log se descartan y el servidor no suma estadísticas ni TOP 15.';

export const RCON_PASSWORD_LABEL = 'rconPassword (rcon_password)';
export const RCON_PASSWORD_DESCRIPTION =
  'Para los baneos de toda la comunidad: el mismo valor que rcon_password en el server.cfg del servidor ' +
  '(sin espacios ni comillas). Nunca se muestra fuera del panel. Sin él, los baneos no llegan a este servidor.';

export const STEAM_ID_PREFIXES_LABEL = 'steamIdPrefixes (cuentas de Steam)';
export const STEAM_ID_PREFIXES_DESCRIPTION =
  'Qué IDs del log son cuentas de Steam en este servidor: STEAM_0 en un servidor GoldSrc. Los demás (STEAM_1:0:… ' +
  'de ReUnion para RevEmu y SC2009, STEAM_2 a STEAM_5 de otros emuladores) son jugadores no-Steam, con sus ' +
  'estadísticas aparte. Agregá otro prefijo solo si tu servidor escribe así cuentas de Steam reales (STEAM_0,STEAM_1).';

const DESCRIPTIONS: Record<string, { label: string; description: string }> = {
  logSecret: { label: LOG_SECRET_LABEL, description: LOG_SECRET_DESCRIPTION },
  rconPassword: { label: RCON_PASSWORD_LABEL, description: RCON_PASSWORD_DESCRIPTION },
  steamIdPrefixes: { label: STEAM_ID_PREFIXES_LABEL, description: STEAM_ID_PREFIXES_DESCRIPTION },
};

type FieldMetadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = { metadatas?: Record<string, FieldMetadata> } & Record<string, unknown>;
type ContentTypesService = {
  findContentType(uid: string): unknown;
  findConfiguration(contentType: unknown): Promise<Configuration>;
  updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
};

export async function describeServerSecretsInAdmin(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as ContentTypesService;
  const contentType = contentTypes.findContentType(SERVER_UID);
  const configuration = await contentTypes.findConfiguration(contentType);
  const metadatas = { ...configuration.metadatas };
  let changed = false;
  for (const [name, { label, description }] of Object.entries(DESCRIPTIONS)) {
    const field = metadatas[name] ?? {};
    if (field.edit?.description === description && field.edit?.label === label) continue;
    metadatas[name] = { ...field, edit: { ...field.edit, label, description } };
    changed = true;
  }
  if (changed) await contentTypes.updateConfiguration(contentType, { ...configuration, metadatas });
}
