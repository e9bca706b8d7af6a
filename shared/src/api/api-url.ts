// How the site writes the URL of a call to the CMS's API, in one place: the API client's requests (axios is
// given `apiQuery` as its query serializer) and the early read of a page's first read (`startEarlyApiRead`),
// which answers the page's own request only when the two URLs are the same to the byte.

/** How long a call may take before it fails (the early reads too). */
export const API_TIMEOUT_MS = 15_000;

/** A call's query: flat, as every read of the site is (Strapi's brackets are written in the names). */
export type ApiQueryParams = Record<string, string | number | boolean | null | undefined>;

/** `name=value` pairs in the order given, form-encoded (URLSearchParams); null and undefined are left out. */
export function apiQuery(params: ApiQueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(name, String(value));
  }
  return query.toString();
}

/** The API's base URL joined with a path (one slash between them, as axios joins `baseURL` and `url`) and the query. */
export function apiUrlOf(apiUrl: string, path: string, params: ApiQueryParams = {}): string {
  const url = `${apiUrl.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = apiQuery(params);
  return query ? `${url}?${query}` : url;
}
