import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { hasEarlyReads, takeEarlyRead } from '../start/early-reads';
import { ApiAnswerError } from './api-error';
import { API_TIMEOUT_MS, apiQuery, apiUrlOf, type ApiQueryParams } from './api-url';

type TokenSource = () => string | null | undefined;

let tokenSource: TokenSource = () => null;

/** The session store registers itself here, so the client never imports the store (no import cycle). */
export function setAuthTokenSource(source: TokenSource): void {
  tokenSource = source;
}

type SessionRejectedHandler = (token: string) => void;

let onSessionRejected: SessionRejectedHandler = () => undefined;

/**
 * Told which token the API refused with a 401 (an expired or revoked session); the session store registers
 * itself here, as for the token, so an expired session ends wherever the call was made.
 */
export function setSessionRejectedHandler(handler: SessionRejectedHandler): void {
  onSessionRejected = handler;
}

type TokenRenewer = (rejected: string) => Promise<string | null>;

let renewToken: TokenRenewer = async () => null;

/**
 * Access tokens are short (minutes): when the API refuses one with a 401, the session store renews it with its
 * refresh token and the call is made again with the new one, once, without the caller noticing. Registered by
 * the session store, like the token source.
 */
export function setTokenRenewer(renewer: TokenRenewer): void {
  renewToken = renewer;
}

function bearerToken(authorization: unknown): string | null {
  return typeof authorization === 'string' && authorization.startsWith('Bearer ')
    ? authorization.slice('Bearer '.length)
    : null;
}

let instance: Promise<AxiosInstance> | null = null;

// Calls already made again with a renewed token: a second 401 ends the session instead of looping.
const renewed = new WeakSet<object>();

/**
 * axios is fetched with the first request that needs it, not with the page: a visitor who is not signed in
 * reads with `fetch` (`readWithFetch`), so most pages never download or run it (it is the largest piece of this
 * package: on a slow phone, running it is a long task of its own).
 */
function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    // Every query string is written by `apiQuery`, the one an early read of the same read writes (`startEarlyApiRead`).
    const client = axios.create({
      timeout: API_TIMEOUT_MS,
      paramsSerializer: { serialize: (params) => apiQuery(params as ApiQueryParams) },
    });
    client.interceptors.request.use((config) => {
      // Read per request: the runtime config is loaded after this module is first imported.
      config.baseURL ??= getRuntimeConfig().apiUrl;
      const token = tokenSource();
      if (token && !config.headers.has('Authorization')) {
        config.headers.set('Authorization', `Bearer ${token}`);
      }
      return config;
    });
    client.interceptors.response.use(undefined, async (error: unknown) => {
      const { config, response } = error as AxiosError;
      const token = bearerToken(config?.headers?.get('Authorization'));
      if (response?.status !== 401 || !token || !config) throw error;
      if (!renewed.has(config)) {
        // A connection failure while renewing leaves the session as it is: the call fails as it did.
        const fresh = await renewToken(token).catch(() => undefined);
        if (fresh === undefined) throw error;
        if (fresh && fresh !== token) {
          config.headers.set('Authorization', `Bearer ${fresh}`);
          renewed.add(config);
          return client.request(config);
        }
      }
      onSessionRejected(token);
      throw error;
    });
    return client;
  });
  return instance;
}

/**
 * Starts fetching axios now, for a page that is about to ask the API for its data (the shell calls it while
 * the page's own code is still on its way, so the request does not wait for one more download). Not for a
 * visitor who is not signed in: their reads do without it (`readWithFetch`).
 */
export function preloadApiClient(): void {
  if (tokenSource()) void axiosInstance().catch(() => undefined);
}

/** The early answer of this request, taken (it answers one request), when the start made one (`startEarlyApiRead`). */
function earlyAnswerOf(url: string, config: AxiosRequestConfig | undefined): Promise<unknown> | null {
  if (!hasEarlyReads() || /^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  return takeEarlyRead(apiUrlOf(config?.baseURL ?? getRuntimeConfig().apiUrl, url, config?.params as ApiQueryParams));
}

/** The options a GET may carry and still be read with `fetch`: the query and the caller's cancellation. */
const FETCH_READ_OPTIONS = new Set(['params', 'signal']);

/**
 * A GET of a visitor who is not signed in (the same for everyone: no token to attach, none to renew), read with
 * `fetch` at the URL axios would ask (`apiUrlOf`, the client's own query serializer), within the client's
 * timeout and the caller's cancellation: its body; an error answer rejects with its status and body
 * (`ApiAnswerError`, read by `toApiError` as axios' error is), a connection that fails or times out with no
 * status, as axios would. Null when axios must ask (a session, other options, another site's URL).
 */
function readWithFetch(url: string, config: AxiosRequestConfig | undefined): Promise<unknown> | null {
  if (tokenSource() || typeof fetch !== 'function' || /^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  if (config && Object.keys(config).some((option) => !FETCH_READ_OPTIONS.has(option))) return null;
  const fullUrl = apiUrlOf(getRuntimeConfig().apiUrl, url, config?.params as ApiQueryParams);
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const cancel = config?.signal as AbortSignal | undefined;
  const signal = cancel && typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, cancel]) : timeout;
  return fetch(fullUrl, { credentials: 'same-origin', signal }).then(async (response) => {
    if (response.ok) return (await response.json()) as unknown;
    const body = await response.json().catch(() => null);
    throw new ApiAnswerError(response.status, body);
  });
}

export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/**
 * A GET, answered by its early read when the start made one (`startEarlyApiRead`), else by the API: with `fetch`
 * for a visitor who is not signed in (`readWithFetch`), else with axios.
 */
function get(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<unknown>> {
  // Read without axios: what callers read of an answer is its body and status.
  const answer = (data: unknown) =>
    ({ data, status: 200, statusText: 'OK', headers: {}, config: { headers: {} } }) as AxiosResponse<unknown>;
  const request = () =>
    readWithFetch(url, config)?.then(answer) ?? axiosInstance().then((client) => client.get<unknown>(url, config));
  const early = earlyAnswerOf(url, config);
  // An early read that failed is asked again as any read is (with axios only when it must be).
  return early ? early.then((data) => (data === undefined ? request() : answer(data))) : request();
}

/** The one HTTP client every app uses to talk to the CMS (axios' API: `apiClient.get<T>(url, config)`). */
export const apiClient: ApiClient = {
  // Typed as axios' own `get<T>`, which trusts the answer's body to be a T as well.
  get: get as ApiClient['get'],
  post: (...args) => axiosInstance().then((client) => client.post(...args)),
  put: (...args) => axiosInstance().then((client) => client.put(...args)),
  delete: (...args) => axiosInstance().then((client) => client.delete(...args)),
};
