import { apiClient, type AuthResponse } from '@cs16ar/shared';

/**
 * `POST /auth/change-password`: needs the current password; the CMS ends every other session and answers new
 * tokens for this one.
 */
export async function changePassword(input: {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/change-password', input);
  return data;
}

/** The file name the CMS gives the download (`Content-Disposition`). */
export const EXPORT_FILE_NAME = 'mis-datos-cs16-argentina.json';

/** `GET /users/me/export`: everything the site holds about the account, as the JSON file the CMS makes. */
export async function exportAccountData(): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/users/me/export', { responseType: 'blob' });
  return data;
}

/** `POST /users/me/delete` { password }: the account and its personal data go; game statistics stay with the Steam ID. */
export async function deleteAccount(password: string): Promise<void> {
  await apiClient.post('/users/me/delete', { password });
}
