import type { KoaContext } from '../../http/content-api';
import { deleteMe, exportMe } from '../../users/account-data';
import { authFlowLimit, registrationLimit, signInLimits } from '../../users/auth-limits';
import { changePasswordGuard, forgotPassword, resetPasswordGuard } from '../../users/password-reset';
import { registrationGuard } from '../../users/registration-guard';
import { sessionDevice } from '../../users/session-device';
import { isSessionActive } from '../../users/sessions';
import { registrationSession, signInSession } from '../../users/sign-in-session';
import { signInWithPicture } from '../../users/sign-in-picture';
import { updateMe } from '../../users/update-me';
import { EXTRA_USER_ATTRIBUTES } from '../../users/user-fields';

type Route = {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown> & { middlewares?: unknown[] };
};
type Controller = Record<string, (ctx: KoaContext) => Promise<void>>;
type JwtService = { verify(token: string): Promise<{ id?: unknown; sessionId?: string }> } & Record<string, unknown>;
type UsersPermissionsPlugin = {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  // user is an object of actions; auth, like the services, a factory of one.
  controllers: { user: Controller; auth: (context: { strapi: unknown }) => Controller };
  services: { jwt: (context: { strapi: unknown }) => JwtService };
  routes: { 'content-api': { routes: Route[] } };
};

// Strapi's own limiter counts in one process's memory and keys registration by email + address (a new
// email is a new budget); every route that used it gets ours instead (src/http/rate-limits.ts), with the
// checks and follow-ups of each flow.
const STRAPI_RATE_LIMIT = 'plugin::users-permissions.rateLimit';

function limitsFor(route: Route): unknown[] {
  if (route.method !== 'POST') return [authFlowLimit];
  switch (route.path) {
    case '/auth/local':
      return [
        (ctx: KoaContext, next: () => Promise<void>) => signInLimits(strapi)(ctx, next),
        signInWithPicture,
        signInSession,
        sessionDevice,
      ];
    case '/auth/local/register':
      return [registrationLimit, registrationGuard, registrationSession, sessionDevice];
    case '/auth/reset-password':
      return [authFlowLimit, resetPasswordGuard, sessionDevice];
    case '/auth/change-password':
      return [authFlowLimit, changePasswordGuard, sessionDevice];
    default:
      return [authFlowLimit];
  }
}

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const { schema } = plugin.contentTypes.user;
  schema.attributes = { ...schema.attributes, ...EXTRA_USER_ATTRIBUTES };

  plugin.controllers.user.updateMe = (ctx) => updateMe(strapi, ctx);
  plugin.controllers.user.exportMe = (ctx) => exportMe(strapi, ctx);
  plugin.controllers.user.deleteMe = (ctx) => deleteMe(strapi, ctx);
  const authController = plugin.controllers.auth;
  plugin.controllers.auth = (context) => ({
    ...authController(context),
    forgotPassword: (ctx: KoaContext) => forgotPassword(strapi, ctx),
  });

  // An access token counts only while its session lives (src/users/sessions.ts).
  const jwtService = plugin.services.jwt;
  plugin.services.jwt = (context) => {
    const service = jwtService(context);
    const verify = service.verify.bind(service);
    return {
      ...service,
      async verify(token: string) {
        const payload = await verify(token);
        if (payload.sessionId && !(await isSessionActive(strapi, payload.sessionId))) throw new Error('Invalid token.');
        return payload;
      },
    };
  };

  const routes = plugin.routes['content-api'].routes;
  // Ahead of /users/:id, which would otherwise take "me" for an id.
  routes.unshift(
    { method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } },
    { method: 'GET', path: '/users/me/export', handler: 'user.exportMe', config: { prefix: '' } },
    { method: 'POST', path: '/users/me/delete', handler: 'user.deleteMe', config: { prefix: '' } },
  );
  for (const route of routes) {
    const middlewares = route.config?.middlewares ?? [];
    if (!middlewares.includes(STRAPI_RATE_LIMIT)) continue;
    route.config = {
      ...route.config,
      middlewares: [...limitsFor(route), ...middlewares.filter((middleware) => middleware !== STRAPI_RATE_LIMIT)],
    };
  }
  return plugin;
};
