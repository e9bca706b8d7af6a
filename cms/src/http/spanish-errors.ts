import { STATUS_CODES } from 'node:http';
import { errors } from '@strapi/utils';

// The site shows the API's error.message verbatim, so every failure a user can cause reads in Spanish.
// The CMS's own code throws Spanish messages, which pass through untouched. What Strapi says is
// recognised by what the error is, not by reading its English:
// - a generic refusal (the error's name or HTTP status, with the message its class or status always
//   carries) gets the Spanish text for that kind of error;
// - users-permissions' auth flows are the one part of Strapi whose messages say something specific (wrong
//   password, blocked account…). Strapi gives them no codes, so they are listed by name and exact text,
//   and a test fails if the installed plugin no longer has one of them (an upgrade cannot change them
//   silently): src/http/__tests__/spanish-errors.test.ts.
// And the status stays what it means: 401 for a caller who is not signed in, 403 for a signed-in caller
// who may not, and any refusal with a message of its own keeps its status.

export type ErrorBody = {
  data: null;
  error: { status: number; name: string; message: string; details?: unknown };
};

type ApiError = ErrorBody['error'];

export type ErrorContext = { path: string; method: string; signedIn: boolean };

// The messages Strapi's error classes and HTTP statuses carry when nothing more was said, taken from the
// classes and Node's status table themselves (ValidationError's is ApplicationError's).
const STRAPI_ERROR_CLASSES = [
  errors.ApplicationError,
  errors.ForbiddenError,
  errors.UnauthorizedError,
  errors.NotFoundError,
  errors.PayloadTooLargeError,
  errors.PolicyError,
  errors.RateLimitError,
  errors.NotImplementedError,
];
const GENERIC_MESSAGES = new Set<string>([
  ...STRAPI_ERROR_CLASSES.map((ErrorClass) => new ErrorClass().message),
  ...Object.values(STATUS_CODES).filter((text): text is string => typeof text === 'string'),
]);

const saysNothingMore = (error: ApiError) => GENERIC_MESSAGES.has(error.message);

const SIGN_IN_REQUIRED = 'Necesitás iniciar sesión para realizar esta acción.';
const WRONG_CREDENTIALS = 'Email/usuario o contraseña incorrectos.';

// users-permissions' own messages that reach the site's forms (sign-in, registration, password change).
export const USERS_PERMISSIONS_MESSAGES: readonly { name: string; message: string; spanish: string }[] = [
  { name: 'ValidationError', message: 'Invalid identifier or password', spanish: WRONG_CREDENTIALS },
  { name: 'ApplicationError', message: 'Invalid credentials', spanish: WRONG_CREDENTIALS },
  {
    name: 'ApplicationError',
    message: 'Email or Username are already taken',
    spanish: 'El email o nombre de usuario ya está en uso.',
  },
  { name: 'ApplicationError', message: 'Email already taken', spanish: 'El email ya está en uso.' },
  { name: 'ApplicationError', message: 'Username already taken', spanish: 'El nombre de usuario ya está en uso.' },
  ...['ApplicationError', 'ForbiddenError'].map((name) => ({
    name,
    message: 'Your account has been blocked by an administrator',
    spanish: 'Tu cuenta fue bloqueada por un administrador. Escribinos a soporte si creés que es un error.',
  })),
  {
    name: 'ApplicationError',
    message: 'Your account email is not confirmed',
    spanish: 'Tu email todavía no fue confirmado. Revisá tu casilla de correo.',
  },
  {
    name: 'ApplicationError',
    message: 'Register action is currently disabled',
    spanish: 'El registro de cuentas está deshabilitado por el momento.',
  },
  {
    name: 'ValidationError',
    message: 'The provided current password is invalid',
    spanish: 'La contraseña actual no es correcta.',
  },
  {
    name: 'ValidationError',
    message: 'Your new password must be different than your current password',
    spanish: 'La nueva contraseña tiene que ser distinta de la actual.',
  },
  { name: 'ValidationError', message: 'Passwords do not match', spanish: 'Las contraseñas no coinciden.' },
  { name: 'ValidationError', message: 'Request body cannot be empty', spanish: 'El pedido no trae ningún dato.' },
];

// Strapi's validation names the offending query parameter (@strapi/utils) or body fields (users-permissions'
// registration) after a fixed prefix; the same test checks the prefixes are still there.
export const VALIDATION_PREFIXES = {
  key: 'Invalid key ',
  parameters: 'Invalid parameters: ',
} as const;

const NOT_FOUND_BY_PATH: [string, string][] = [
  ['/api/server', 'Servidor no encontrado.'],
  ['/api/help-articles', 'Artículo no encontrado.'],
];

// A request whose body failed Strapi's own validation on these routes means fields are missing.
const INCOMPLETE_FORMS: Record<string, string> = {
  'POST /api/auth/local': 'Ingresá tu email o nombre de usuario y tu contraseña.',
};

function genericMessage(status: number, { path }: ErrorContext): string {
  if (status === 401) return SIGN_IN_REQUIRED;
  if (status === 403) return 'No tenés permiso para realizar esta acción.';
  if (status === 404)
    return NOT_FOUND_BY_PATH.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'Recurso no encontrado.';
  if (status === 405) return 'Método no permitido para esta dirección.';
  if (status === 413)
    return path.startsWith('/api/upload') ? 'La imagen supera el máximo de 5 MB.' : 'La solicitud es demasiado grande.';
  if (status === 429) return 'Demasiados intentos. Esperá un minuto y volvé a intentar.';
  if (status >= 500) return 'Ocurrió un error inesperado. Intentá nuevamente en unos minutos.';
  return 'El pedido no es válido.';
}

export function isErrorBody(body: unknown): body is ErrorBody {
  if (!body || typeof body !== 'object') return false;
  const error = (body as { error?: unknown }).error;
  return (
    Boolean(error) &&
    typeof error === 'object' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

// The error as the site should get it: Spanish message, and the status that says what happened.
export function translateError(error: ApiError, context: ErrorContext): ApiError {
  const known = USERS_PERMISSIONS_MESSAGES.find(
    (entry) => entry.name === error.name && entry.message === error.message,
  );
  if (known) return { ...error, message: known.spanish };
  const form = INCOMPLETE_FORMS[`${context.method} ${context.path}`];
  if (form && error.name === 'ValidationError') return { ...error, message: form };
  if (error.message.startsWith(VALIDATION_PREFIXES.parameters)) {
    return {
      ...error,
      message: `Campos no permitidos: ${error.message.slice(VALIDATION_PREFIXES.parameters.length)}.`,
    };
  }
  if (error.message.startsWith(VALIDATION_PREFIXES.key)) {
    return {
      ...error,
      message: `Parámetro de consulta no válido: ${error.message.slice(VALIDATION_PREFIXES.key.length)}.`,
    };
  }
  // Every 401 and every 413 says one thing (Strapi's auth and body parser say it in English, the CMS's own
  // code the same in Spanish): not signed in, too large.
  if (error.status === 401 || error.status === 413) return { ...error, message: genericMessage(error.status, context) };
  if (!saysNothingMore(error)) return error;
  // Strapi refused a route the caller's role may not use: without a session, signing in is the answer.
  if (error.status === 403 && !context.signedIn) {
    return { ...error, status: 401, name: 'UnauthorizedError', message: SIGN_IN_REQUIRED };
  }
  return { ...error, message: genericMessage(error.status, context) };
}

const STATUS_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

// Koa answers unmatched routes and empty handlers with a plain-text body; the API always answers JSON
// in Strapi's error shape.
export function errorBodyFor(status: number, message: string): ErrorBody {
  return {
    data: null,
    error: {
      status,
      name: STATUS_NAMES[status] ?? (status >= 500 ? 'InternalServerError' : 'ApplicationError'),
      message,
      details: {},
    },
  };
}
