import { errors } from '@strapi/utils';
import { isCommonPassword } from './common-passwords';

// Shared by registration and PUT /api/users/me, so both apply the same rules with the same words (the site's forms
// apply the same rules in words of their own: mfe-account/src/lib/account-rules.ts).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const NICKNAME_MAX = 50;
export const BIO_MAX = 500;
export const STEAM_ID = /^STEAM_[0-5]:[01]:\d{1,10}$/;
export const STEAM_ID_FORMAT = 'El Steam ID tiene que tener el formato STEAM_X:Y:Z, por ejemplo STEAM_0:1:12345678.';
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Body = Record<string, unknown>;

export function plainBody(body: unknown): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new errors.ValidationError('Enviá los datos como un objeto JSON.');
  }
  return body as Body;
}

export function refuseUnknownKeys(body: Body, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length === 1) {
    throw new errors.ValidationError(`El campo "${unknown[0].slice(0, 40)}" no se puede enviar.`, { fields: unknown });
  }
  if (unknown.length > 1) {
    const listed = unknown.slice(0, 5).map((key) => `"${key.slice(0, 40)}"`);
    throw new errors.ValidationError(`Los campos ${listed.join(', ')} no se pueden enviar.`, { fields: unknown });
  }
}

function text(value: unknown, label: string): string {
  if (typeof value !== 'string') throw new errors.ValidationError(`${label} tiene que ser texto.`);
  return value;
}

export function validUsername(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new errors.ValidationError('El nombre de usuario es obligatorio.');
  }
  const username = text(value, 'El nombre de usuario').trim();
  if (Array.from(username).length < USERNAME_MIN) {
    throw new errors.ValidationError(`El nombre de usuario debe tener al menos ${USERNAME_MIN} caracteres.`);
  }
  if (Array.from(username).length > USERNAME_MAX) {
    throw new errors.ValidationError(`El nombre de usuario puede tener hasta ${USERNAME_MAX} caracteres.`);
  }
  if (username.includes('@')) {
    throw new errors.ValidationError('El nombre de usuario no puede contener "@".');
  }
  return username;
}

export function validEmail(value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new errors.ValidationError('El email es obligatorio.');
  }
  const email = text(value, 'El email').trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new errors.ValidationError('Ingresá un email válido.');
  return email;
}

export const COMMON_PASSWORD = 'Esa contraseña es demasiado común. Elegí otra que no sea fácil de adivinar.';

// Registration, reset and change of a password (the three take their rules from here).
export function validPassword(value: unknown): string {
  if (value === undefined || value === null || value === '') {
    throw new errors.ValidationError('La contraseña es obligatoria.');
  }
  const password = text(value, 'La contraseña');
  if (Array.from(password).length < PASSWORD_MIN) {
    throw new errors.ValidationError(`La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`);
  }
  // bcrypt only reads the first 72 bytes.
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new errors.ValidationError('La contraseña es demasiado larga (máximo 72 bytes).');
  }
  if (isCommonPassword(password)) {
    throw new errors.ValidationError(COMMON_PASSWORD);
  }
  return password;
}

function optionalText(value: unknown, label: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  const result = text(value, label).trim();
  if (Array.from(result).length > max)
    throw new errors.ValidationError(`${label} puede tener hasta ${max} caracteres.`);
  return result === '' ? null : result;
}

export function validSteamId(value: unknown): string | null {
  const steamId = optionalText(value, 'El Steam ID', 32);
  if (steamId !== null && !STEAM_ID.test(steamId)) {
    throw new errors.ValidationError(STEAM_ID_FORMAT);
  }
  return steamId;
}

export const REGISTRATION_FIELDS = ['username', 'email', 'password'] as const;
export const PROFILE_FIELDS = ['username', 'email', 'nickname', 'bio', 'steamID'] as const;
// Sent beside the fields when the email changes; checked, never stored.
export const CURRENT_PASSWORD_FIELD = 'currentPassword';

export type ProfileChanges = Partial<{
  username: string;
  email: string;
  nickname: string | null;
  bio: string | null;
  steamID: string | null;
}>;

export function validateRegistration(input: unknown): void {
  const body = plainBody(input);
  refuseUnknownKeys(body, REGISTRATION_FIELDS);
  validUsername(body.username);
  validEmail(body.email);
  validPassword(body.password);
}

export function validateProfileChanges(input: unknown): ProfileChanges {
  const body = plainBody(input);
  refuseUnknownKeys(body, [...PROFILE_FIELDS, CURRENT_PASSWORD_FIELD]);
  const changes: ProfileChanges = {};
  if ('username' in body) changes.username = validUsername(body.username);
  if ('email' in body) changes.email = validEmail(body.email);
  if ('nickname' in body) changes.nickname = optionalText(body.nickname, 'El apodo', NICKNAME_MAX);
  if ('bio' in body) changes.bio = optionalText(body.bio, 'La biografía', BIO_MAX);
  if ('steamID' in body) changes.steamID = validSteamId(body.steamID);
  return changes;
}
