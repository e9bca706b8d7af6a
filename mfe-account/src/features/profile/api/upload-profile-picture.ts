import { apiClient, type StrapiMedia } from '@cs16ar/shared';

/** The users-permissions user type the picture is attached to (docs/product.md §7 `ref`). */
export const USER_CONTENT_TYPE = 'plugin::users-permissions.user';

/** `POST /upload`, multipart: the file becomes the user's `profilePicture`. Answers the stored files. */
export async function uploadProfilePicture(userId: number, file: File): Promise<StrapiMedia[]> {
  const body = new FormData();
  body.append('files', file);
  body.append('ref', USER_CONTENT_TYPE);
  body.append('refId', String(userId));
  body.append('field', 'profilePicture');
  const { data } = await apiClient.post<StrapiMedia[]>('/upload', body);
  return data;
}
