import type { KoaContext } from '../../http/content-api';
import { authFlowLimit, registrationLimit, signInLimits } from '../../users/auth-limits';
import { registrationGuard } from '../../users/registration-guard';
import { signInWithPicture } from '../../users/sign-in-picture';
import { updateMe } from '../../users/update-me';
import { EXTRA_USER_ATTRIBUTES } from '../../users/user-fields';

type Route = {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown> & { middlewares?: unknown[] };
};
type UsersPermissionsPlugin = {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  controllers: { user: Record<string, (ctx: KoaContext) => Promise<void>> };
  routes: { 'content-api': { routes: Route[] } };
};

// Strapi's own limiter counts in one process's memory and keys registration by email + address (a new
// email is a new budget); every route that used it gets ours instead (src/http/rate-limits.ts).
const STRAPI_RATE_LIMIT = 'plugin::users-permissions.rateLimit';

function limitsFor(route: Route): unknown[] {
  if (route.method === 'POST' && route.path === '/auth/local') {
    return [(ctx: KoaContext, next: () => Promise<void>) => signInLimits(strapi)(ctx, next), signInWithPicture];
  }
  if (route.method === 'POST' && route.path === '/auth/local/register') return [registrationLimit, registrationGuard];
  return [authFlowLimit];
}

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const { schema } = plugin.contentTypes.user;
  schema.attributes = { ...schema.attributes, ...EXTRA_USER_ATTRIBUTES };

  plugin.controllers.user.updateMe = (ctx) => updateMe(strapi, ctx);

  const routes = plugin.routes['content-api'].routes;
  // Ahead of PUT /users/:id, which would otherwise take "me" for an id.
  routes.unshift({ method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } });
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
