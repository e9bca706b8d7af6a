import { object, string, type InferType } from 'yup';

/** SPEC §5 "Profile form": username and email are required; nickname, bio and steamID are free text. */
export const profileSchema = object({
  username: string()
    .trim()
    .required('El nombre de usuario es obligatorio')
    .min(3, 'El nombre de usuario debe tener al menos 3 caracteres'),
  email: string().trim().required('El email es obligatorio').email('Ingresa un email válido'),
  nickname: string().trim().default(''),
  bio: string().trim().default(''),
  steamID: string().trim().default(''),
});

export type ProfileValues = InferType<typeof profileSchema>;
