import type { Core } from '@strapi/strapi';

// The servers' `users` relation says who plays where; it must never come out of the public API with
// user data in it. `populate=*` (what the site asks for) becomes the server's photo and privilege, and
// any explicit request to populate users is dropped.
const SAFE_POPULATE = { photo: true, privilege: true } as const;
const HIDDEN = 'users';

function withoutHidden(populate: unknown): unknown {
  if (populate === '*' || populate === 'true' || populate === true) return { ...SAFE_POPULATE };
  if (typeof populate === 'string') {
    const fields = populate
      .split(',')
      .map((field) => field.trim())
      .filter((field) => field && field !== HIDDEN && !field.startsWith(`${HIDDEN}.`));
    return fields.length > 0 ? fields : undefined;
  }
  if (Array.isArray(populate)) {
    const fields = populate.filter(
      (field) => typeof field !== 'string' || (field !== HIDDEN && !field.startsWith(`${HIDDEN}.`)),
    );
    return fields.length > 0 ? fields : undefined;
  }
  if (populate && typeof populate === 'object') {
    const { [HIDDEN]: _hidden, ...rest } = populate as Record<string, unknown>;
    void _hidden;
    return Object.keys(rest).length > 0 ? rest : undefined;
  }
  return populate;
}

export default (_config: unknown, _context: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    if (ctx.query && 'populate' in ctx.query) {
      const populate = withoutHidden(ctx.query.populate);
      if (populate === undefined) delete ctx.query.populate;
      else ctx.query.populate = populate as typeof ctx.query.populate;
    }
    await next();
  };
