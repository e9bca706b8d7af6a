// Strapi 5 documentIds are lowercase alphanumerics; anything else in a URL is answered 404 before any query.
// The pattern is the site's too, so it is written once, in the API contract.
export { DOCUMENT_ID, isDocumentId } from '@cs16ar/contracts';
