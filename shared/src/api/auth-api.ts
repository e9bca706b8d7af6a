import { apiClient } from './api-client';
import type { AuthResponse, User } from '../types/user';

export type LoginInput = { identifier: string; password: string };
export type RegisterInput = { username: string; email: string; password: string };

export async function postLogin(input: LoginInput): Promise<AuthResponse> {
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
