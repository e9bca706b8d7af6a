import type { Core } from '@strapi/strapi';
import { validateRegistration } from './validation';

// Runs before Strapi's register action so that bad input gets the same Spanish messages as the profile
// form, and normalises what Strapi then stores.
export const registrationGuard: Core.MiddlewareHandler = async (ctx, next) => {
  validateRegistration(ctx.request.body);
  const body = ctx.request.body as { username: string; email: string };
  body.username = body.username.trim();
  body.email = body.email.trim().toLowerCase();
  await next();
};
