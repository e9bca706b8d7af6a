import { apiClient } from './api-client';
import { toApiError } from './api-error';
import type { AuthGateway } from '../session/session-store';
import type { AuthResponse, TokenPair, User } from '../types/user';

export type LoginInput = { identifier: string; password: string };
export type RegisterInput = { username: string; email: string; password: string };

/** `POST /auth/local`: `rememberMe` ("Recordarme") makes it a 30-day session, else a browser session. */
export async function postLogin(input: LoginInput & { rememberMe: boolean }): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/local', input);
  return data;
}

export async function postRegister(input: RegisterInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/local/register', input);
  return data;
}

/** The signed-in user with their picture, e.g. after uploading a new one. */
export async function getCurrentUser(jwt: string): Promise<User> {
  const { data } = await apiClient.get<User>('/users/me', {
    params: { populate: 'profilePicture' },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  return data;
}

const statusOf = (error: unknown) => toApiError(error).status;

/** `POST /auth/refresh`: null when the CMS refuses the refresh token (the session ended or expired). */
export async function postRefresh(refreshToken: string): Promise<TokenPair | null> {
  try {
    // Sent without the access token: the expired one would make the CMS refuse even this public call, and its
    // 401 must not ask for a renewal (this is the renewal).
    const { data } = await apiClient.post<TokenPair>(
      '/auth/refresh',
      { refreshToken },
      { headers: { Authorization: false } },
    );
    return data;
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 400) return null;
    throw error;
  }
}

/**
 * `POST /auth/logout`: revokes the session (`scope: 'all'`: every session of the account). The access token may
 * have expired meanwhile: then it is renewed with the refresh token once, and the call made with the new pair.
 */
export async function postLogout(tokens: { jwt: string; refreshToken: string }, scope?: 'all'): Promise<void> {
  const send = (pair: TokenPair) =>
    apiClient.post(
      '/auth/logout',
      { refreshToken: pair.refreshToken, ...(scope ? { scope } : {}) },
      { headers: { Authorization: `Bearer ${pair.jwt}` } },
    );
  try {
    await send(tokens);
  } catch (error) {
    if (statusOf(error) !== 401) throw error;
    const renewed = await postRefresh(tokens.refreshToken);
    // Nothing to revoke any more: the session already ended on the CMS.
    if (renewed) await send(renewed);
  }
}

/** The session store's calls to the CMS, as the site makes them (tests build their own stores with it too). */
export const cmsAuthGateway: AuthGateway = {
  login: postLogin,
  register: postRegister,
  currentUser: getCurrentUser,
  refresh: postRefresh,
  logout: postLogout,
};
