// Strapi 5 documentIds are lowercase alphanumerics; anything else in a URL is answered 404 before any query.
export const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID.test(value);
}
