import { getRuntimeConfig } from '../config/runtime-config';
import { fetchJson, startEarlyRead } from '../start/early-reads';
import { API_TIMEOUT_MS, apiUrlOf, type ApiQueryParams } from './api-url';

/**
 * Reads a public read of the API now, for a page whose code is still downloading: with `fetch`, without waiting
 * for axios, at the URL the client would ask (`apiUrlOf`, the client's own query serializer). When the page then
 * asks for it with `apiClient.get(path, { params })`, it gets this answer instead of a second request, once
 * (shared/src/start/early-reads.ts). Resolves to the answer's body, or undefined when the read failed (the page
 * then asks the API itself, and shows what it answers). The answer is the same for every visitor (a public
 * read), signed in or not. Started again while one is waiting, it is that one.
 */
export function startEarlyApiRead(path: string, params: ApiQueryParams): Promise<unknown> {
  const url = apiUrlOf(getRuntimeConfig().apiUrl, path, params);
  return startEarlyRead(url, () => fetchJson(url, { credentials: 'same-origin' }, API_TIMEOUT_MS));
}
