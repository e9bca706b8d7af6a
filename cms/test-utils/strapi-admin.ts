import { request, type ApiResponse } from './http';

// An editor at work in Strapi's admin panel, through the same admin API the panel calls: the first
// administrator registers, then drafts, publishes and unpublishes entries in the Content Manager.
export type Editor = {
  // A draft (`publishedAt: null`); the public API must not show it.
  draft: (model: string, data: Record<string, unknown>) => Promise<{ documentId: string }>;
  update: (model: string, documentId: string, data: Record<string, unknown>) => Promise<void>;
  publish: (model: string, documentId: string) => Promise<void>;
  unpublish: (model: string, documentId: string) => Promise<void>;
  // Single types (one entry per model).
  unpublishSingle: (model: string) => Promise<void>;
  publishSingle: (model: string) => Promise<void>;
};

function ok(response: ApiResponse, what: string): ApiResponse {
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${what} failed (${response.status}): ${JSON.stringify(response.body)}`);
  }
  return response;
}

export async function registerEditor(cmsUrl: string): Promise<Editor> {
  const registered = ok(
    await request('POST', `${cmsUrl}/admin/register-admin`, {
      body: { firstname: 'Ana', lastname: 'Editora', email: 'editora@cs16.com.ar', password: 'Editora-de-prueba-1' },
    }),
    'registering the first administrator',
  );
  const token = registered.body.data.token as string;
  const manager = `${cmsUrl}/content-manager`;
  const call = async (method: string, path: string, what: string, body: unknown = {}) =>
    ok(await request(method, `${manager}${path}`, { token, body }), what);
  return {
    async draft(model, data) {
      const response = await call('POST', `/collection-types/${model}`, `drafting a ${model}`, data);
      return { documentId: response.body.data.documentId as string };
    },
    async update(model, documentId, data) {
      await call('PUT', `/collection-types/${model}/${documentId}`, `editing ${model} ${documentId}`, data);
    },
    async publish(model, documentId) {
      await call('POST', `/collection-types/${model}/${documentId}/actions/publish`, `publishing ${documentId}`);
    },
    async unpublish(model, documentId) {
      await call('POST', `/collection-types/${model}/${documentId}/actions/unpublish`, `unpublishing ${documentId}`);
    },
    async unpublishSingle(model) {
      await call('POST', `/single-types/${model}/actions/unpublish`, `unpublishing ${model}`);
    },
    async publishSingle(model) {
      await call('POST', `/single-types/${model}/actions/publish`, `publishing ${model}`);
    },
  };
}
