// The site shows the API's error.message verbatim, so every failure a user can cause has to read in
// Spanish. Strapi's own messages (auth, permissions, body parsing) are translated here; the CMS's own
// controllers already throw Spanish messages, which no rule matches.

export type ErrorBody = {
  data: null;
  error: { status: number; name: string; message: string; details?: unknown };
};

type Rule = {
  match: (error: ErrorBody['error'], path: string) => boolean;
  message: (error: ErrorBody['error'], path: string) => string;
};

// Generic messages Strapi and Koa use when nothing more specific was said.
const STRAPI_DEFAULTS = [
  'Unauthorized',
  'Missing or invalid credentials',
  'Forbidden',
  'Policy Failed',
  'Not Found',
  'NotFound',
  'Method Not Allowed',
  'Internal Server Error',
  'An internal server error occurred',
  'FileTooBig',
  'Payload Too Large',
  'Too Many Requests',
  'Too many requests, please try again later.',
];

const is = (text: string) => (error: ErrorBody['error']) => error.message === text;

const RULES: Rule[] = [
  { match: is('Invalid identifier or password'), message: () => 'Email/usuario o contraseña incorrectos.' },
  { match: is('Invalid credentials'), message: () => 'Email/usuario o contraseña incorrectos.' },
  {
    match: is('Email or Username are already taken'),
    message: () => 'El email o nombre de usuario ya está en uso.',
  },
  {
    match: is('Your account has been blocked by an administrator'),
    message: () => 'Tu cuenta fue bloqueada por un administrador. Escribinos a soporte si creés que es un error.',
  },
  {
    match: is('Your account email is not confirmed'),
    message: () => 'Tu email todavía no fue confirmado. Revisá tu casilla de correo.',
  },
  {
    match: is('Register action is currently disabled'),
    message: () => 'El registro de cuentas está deshabilitado por el momento.',
  },
  { match: is('The provided current password is invalid'), message: () => 'La contraseña actual no es correcta.' },
  {
    match: is('Your new password must be different than your current password'),
    message: () => 'La nueva contraseña tiene que ser distinta de la actual.',
  },
  {
    match: (error, path) => path === '/api/auth/change-password' && error.name === 'ValidationError',
    message: () => 'Ingresá tu contraseña actual y la nueva contraseña dos veces.',
  },
  {
    match: (error) => /^Invalid parameters: /.test(error.message),
    message: (error) => `Campos no permitidos: ${error.message.replace(/^Invalid parameters: /, '')}.`,
  },
  {
    match: (error, path) => path === '/api/auth/local' && error.name === 'ValidationError',
    message: () => 'Ingresá tu email o nombre de usuario y tu contraseña.',
  },
  {
    match: (error) => error.status === 401 && STRAPI_DEFAULTS.includes(error.message),
    message: () => 'Necesitás iniciar sesión para realizar esta acción.',
  },
  {
    match: (error) => error.status === 403 && STRAPI_DEFAULTS.includes(error.message),
    message: () => 'No tenés permiso para realizar esta acción.',
  },
  {
    match: (error, path) => error.status === 413 && path.startsWith('/api/upload'),
    message: () => 'La imagen supera el máximo de 5 MB.',
  },
  { match: (error) => error.status === 413, message: () => 'La solicitud es demasiado grande.' },
  {
    match: (error) => /^Invalid key /.test(error.message),
    message: (error) => `Parámetro de consulta no válido: ${error.message.replace(/^Invalid key /, '')}.`,
  },
  {
    match: (error) => error.status === 404 && STRAPI_DEFAULTS.includes(error.message),
    message: (_error, path) =>
      path.startsWith('/api/server')
        ? 'Servidor no encontrado.'
        : path.startsWith('/api/help-articles')
          ? 'Artículo no encontrado.'
          : 'Recurso no encontrado.',
  },
  {
    match: (error) => error.status === 405 && STRAPI_DEFAULTS.includes(error.message),
    message: () => 'Método no permitido para esta dirección.',
  },
  {
    match: (error) => error.status === 429 && STRAPI_DEFAULTS.includes(error.message),
    message: () => 'Demasiados intentos. Esperá un minuto y volvé a intentar.',
  },
  {
    match: (error) => error.status >= 500 && STRAPI_DEFAULTS.includes(error.message),
    message: () => 'Ocurrió un error inesperado. Intentá nuevamente en unos minutos.',
  },
];

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

export function translateError(error: ErrorBody['error'], path: string): string {
  const rule = RULES.find((candidate) => candidate.match(error, path));
  return rule ? rule.message(error, path) : error.message;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  413: 'PayloadTooLargeError',
  429: 'RateLimitError',
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
