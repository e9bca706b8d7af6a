import type { AxiosError, AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { apiQuery, apiUrlOf, type ApiQueryParams } from './api-url';

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
 * axios is fetched with the first request, not with the page: the landing page and the layout never call
 * the API, so they do not pay for it (it is the largest piece of this package).
 */
function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    // Every query string is written by `apiQuery`, the one a preload of the same read writes (`preloadApiRead`).
    const client = axios.create({
      timeout: 15000,
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
 * the page's own code is still on its way, so the request does not wait for one more download).
 */
export function preloadApiClient(): void {
  void axiosInstance().catch(() => undefined);
}

/**
 * Asks the browser to fetch a public read now (`<link rel="preload" as="fetch">`), for a page whose code is
 * still downloading: when the page makes the same request with `apiClient.get(path, { params })` the browser
 * answers it from the preload. The URL is written by `apiUrlOf`, as the client writes its requests (its query
 * serializer is `apiQuery`), so it is exactly the one the page asks for; it does not wait for axios.
 */
export function preloadApiRead(path: string, params: ApiQueryParams): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = apiUrlOf(getRuntimeConfig().apiUrl, path, params);
  document.head.append(link);
}

export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/** The one HTTP client every app uses to talk to the CMS (axios' API: `apiClient.get<T>(url, config)`). */
export const apiClient: ApiClient = {
  get: (...args) => axiosInstance().then((client) => client.get(...args)),
  post: (...args) => axiosInstance().then((client) => client.post(...args)),
  put: (...args) => axiosInstance().then((client) => client.put(...args)),
  delete: (...args) => axiosInstance().then((client) => client.delete(...args)),
};
