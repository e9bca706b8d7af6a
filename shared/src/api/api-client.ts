import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';

type TokenSource = () => string | null | undefined;

let tokenSource: TokenSource = () => null;

/** The session store registers itself here, so the client never imports the store (no import cycle). */
export function setAuthTokenSource(source: TokenSource): void {
  tokenSource = source;
}

function createApiClient(): AxiosInstance {
  const client = axios.create({ timeout: 15000 });
  client.interceptors.request.use((config) => {
    // Read per request: the runtime config is loaded after this module is first imported.
    config.baseURL ??= getRuntimeConfig().apiUrl;
    const token = tokenSource();
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });
  return client;
}

/** The one HTTP client every app uses to talk to the CMS. */
export const apiClient = createApiClient();
