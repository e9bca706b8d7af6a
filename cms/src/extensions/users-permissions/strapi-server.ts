import type { KoaContext } from '../../http/content-api';
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

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const { schema } = plugin.contentTypes.user;
  schema.attributes = { ...schema.attributes, ...EXTRA_USER_ATTRIBUTES };

  plugin.controllers.user.updateMe = (ctx) => updateMe(strapi, ctx);

  const routes = plugin.routes['content-api'].routes;
  // Ahead of PUT /users/:id, which would otherwise take "me" for an id.
  routes.unshift({ method: 'PUT', path: '/users/me', handler: 'user.updateMe', config: { prefix: '' } });
  const register = routes.find((route) => route.method === 'POST' && route.path === '/auth/local/register');
  if (register) {
    register.config = { ...register.config, middlewares: [...(register.config?.middlewares ?? []), registrationGuard] };
  }
  const signIn = routes.find((route) => route.method === 'POST' && route.path === '/auth/local');
  if (signIn) {
    signIn.config = { ...signIn.config, middlewares: [...(signIn.config?.middlewares ?? []), signInWithPicture] };
  }
  return plugin;
};
