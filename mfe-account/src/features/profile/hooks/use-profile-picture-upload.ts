import { useState } from 'react';
import { errorMessage, useSessionStore } from '@cs16ar/shared';
import { formMessage, type FormMessage } from '../../../components/form';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { NOT_AUTHENTICATED } from '../types/profile-schema';

export const UPLOAD_SUCCESS = '¡Foto de perfil actualizada con éxito!';
export const UPLOAD_FAILED = 'Error al subir la foto de perfil. Por favor, intenta nuevamente.';

/** The CMS's own limits (it refuses anything else): checked here first so nobody waits for a refusal. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PICTURE_TYPE_REFUSED = 'El archivo tiene que ser una imagen JPG, PNG, WebP o GIF.';
export const PICTURE_TOO_LARGE = 'La imagen supera el máximo de 5 MB.';

export function pictureProblem(file: File): string | null {
  if (!(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_TYPE_REFUSED;
  if (file.size > MAX_PICTURE_BYTES) return PICTURE_TOO_LARGE;
  return null;
}

/** docs/product.md §4 picture upload: idle → uploading (spinner) → refreshed user and a message; uploading always ends. */
export function useProfilePictureUpload() {
  const store = useSessionStore();
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  async function upload(file: File) {
    const problem = pictureProblem(file);
    if (problem) {
      setMessage(formMessage('error', problem));
      return;
    }
    const { user, jwt } = store.getState();
    if (!user || !jwt) {
      setMessage(formMessage('error', NOT_AUTHENTICATED));
      return;
    }
    setUploading(true);
    setMessage(null);
    try {
      const [stored] = await uploadProfilePicture(user.id, file);
      try {
        await store.refreshUser();
      } catch {
        // The picture is saved; if re-reading the user fails, show the file the upload answered.
        if (stored) store.updateUser({ profilePicture: stored });
      }
      setMessage(formMessage('success', UPLOAD_SUCCESS));
    } catch (error) {
      setMessage(formMessage('error', errorMessage(error, UPLOAD_FAILED)));
    } finally {
      setUploading(false);
    }
  }

  return { uploading, message, upload };
}
