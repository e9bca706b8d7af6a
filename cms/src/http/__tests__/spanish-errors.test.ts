import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VALIDATION_PREFIXES, translateError, USERS_PERMISSIONS_MESSAGES, type ErrorContext } from '../spanish-errors';

// How Strapi's errors reach the site: Spanish, with the status that says what happened. Pure: the same
// rules run on every /api answer (src/middlewares/spanish-errors.ts; HTTP cases in content-api.test.ts).

const anonymous: ErrorContext = { path: '/api/users', method: 'GET', signedIn: false };
const signedIn: ErrorContext = { ...anonymous, signedIn: true };
const error = (status: number, name: string, message: string) => ({ status, name, message, details: {} });

describe('status', () => {
  it("Strapi's refusal of a route the caller's role may not use: 401 without a session, 403 with one", () => {
    expect(translateError(error(403, 'ForbiddenError', 'Forbidden'), anonymous)).toMatchObject({
      status: 401,
      name: 'UnauthorizedError',
      message: 'Necesitás iniciar sesión para realizar esta acción.',
    });
    expect(translateError(error(403, 'ForbiddenError', 'Forbidden'), signedIn)).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
      message: 'No tenés permiso para realizar esta acción.',
    });
  });

  it('a refusal with a message of its own keeps its status and message, signed in or not', () => {
    const own = error(403, 'ForbiddenError', 'Solo podés cambiar tu propia foto de perfil.');
    expect(translateError(own, anonymous)).toEqual(own);
    expect(translateError(own, signedIn)).toEqual(own);
    expect(
      translateError(error(403, 'ForbiddenError', 'Your account has been blocked by an administrator'), anonymous),
    ).toMatchObject({ status: 403, message: expect.stringMatching(/^Tu cuenta fue bloqueada/) });
  });
});

describe('messages', () => {
  it.each(USERS_PERMISSIONS_MESSAGES.map((entry) => [entry.message, entry] as const))(
    'users-permissions: "%s"',
    (_message, entry) => {
      expect(translateError(error(400, entry.name, entry.message), anonymous).message).toBe(entry.spanish);
    },
  );

  it.each([
    [401, 'UnauthorizedError', 'Missing or invalid credentials', 'Necesitás iniciar sesión para realizar esta acción.'],
    [404, 'NotFoundError', 'Not Found', 'Recurso no encontrado.'],
    [405, 'MethodNotAllowedError', 'Method Not Allowed', 'Método no permitido para esta dirección.'],
    [413, 'PayloadTooLargeError', 'maxFileSize exceeded, received 5242881 bytes', 'La solicitud es demasiado grande.'],
    [
      429,
      'RateLimitError',
      'Too many requests, please try again later.',
      'Demasiados intentos. Esperá un minuto y volvé a intentar.',
    ],
    [
      500,
      'InternalServerError',
      'Internal Server Error',
      'Ocurrió un error inesperado. Intentá nuevamente en unos minutos.',
    ],
  ])('%s %s "%s": by what the error is', (status, name, message, spanish) => {
    expect(translateError(error(status, name, message), anonymous)).toMatchObject({ status, message: spanish });
  });

  it('a not-found says what was not found, by path', () => {
    const notFound = error(404, 'NotFoundError', 'Entity not found');
    expect(translateError(notFound, { ...anonymous, path: '/api/servers/abc' }).message).toBe(
      'Servidor no encontrado.',
    );
    expect(translateError(notFound, { ...anonymous, path: '/api/help-articles/abc' }).message).toBe(
      'Artículo no encontrado.',
    );
  });

  it("names the query parameter Strapi's validation refused", () => {
    expect(translateError(error(400, 'ValidationError', 'Invalid key users'), anonymous).message).toBe(
      'Parámetro de consulta no válido: users.',
    );
  });
});

// Strapi gives these no codes: should an upgrade reword one, this fails instead of English reaching players.
describe('the installed Strapi still says what is translated', () => {
  const sources = (dir: string): string =>
    readdirSync(dir, { withFileTypes: true })
      .map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return entry.name.endsWith('.js') ? readFileSync(full, 'utf8') : '';
      })
      .join('\n');
  const modules = path.join(__dirname, '..', '..', '..', 'node_modules', '@strapi');
  const plugin = sources(path.join(modules, 'plugin-users-permissions', 'dist', 'server'));
  const strapi = `${plugin}\n${sources(path.join(modules, 'utils', 'dist'))}`;

  it.each(USERS_PERMISSIONS_MESSAGES.map((entry) => entry.message))('users-permissions: "%s"', (message) => {
    expect(plugin).toContain(`'${message}'`);
  });

  it.each(Object.values(VALIDATION_PREFIXES))('validation: "%s…"', (prefix) => {
    expect(strapi).toContain(prefix);
  });
});
