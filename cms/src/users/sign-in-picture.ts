import type { Core } from '@strapi/strapi';

const USER_UID = 'plugin::users-permissions.user';

// The site draws the signed-in player's avatar in its top bar from the sign-in answer, so that answer
// carries the profile picture too (Strapi's own leaves relations out).
export const signInWithPicture: Core.MiddlewareHandler = async (ctx, next) => {
  await next();
  const body = ctx.body as { jwt?: unknown; user?: { id?: unknown } } | undefined;
  if (typeof body?.jwt !== 'string' || typeof body.user?.id !== 'number') return;
  const user = await strapi.db.query(USER_UID).findOne({
    where: { id: body.user.id },
    populate: { profilePicture: true },
  });
  if (!user) return;
  ctx.body = {
    ...body,
    user: await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), { auth: ctx.state.auth }),
  };
};
