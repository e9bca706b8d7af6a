import { apiClient, type AuthResponse } from '@cs16ar/shared';

// Both calls are anonymous by nature: sent without the session's token, they work the same for a player who is
// signed in (the CMS allows them to visitors only).
const anonymous = { headers: { Authorization: false } };

/** `POST /auth/forgot-password`: the same neutral answer for any address (whether an account has it is never said). */
export async function requestPasswordReset(email: string): Promise<{ ok: true; message: string }> {
  const { data } = await apiClient.post<{ ok: true; message: string }>('/auth/forgot-password', { email }, anonymous);
  return data;
}

/** `POST /auth/reset-password`: the link's code and the new password; answers a new session (this browser's). */
export async function resetPassword(input: {
  code: string;
  password: string;
  passwordConfirmation: string;
}): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/reset-password', input, anonymous);
  return data;
}
