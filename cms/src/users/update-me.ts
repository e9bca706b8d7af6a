import type { KoaContext } from '../http/content-api';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { unauthorized } from '../http/errors';
import { countFailure, refuseIfExhausted } from '../http/rate-limits';
import { USER_UID } from './user-fields';
import { CURRENT_PASSWORD_FIELD, validateProfileChanges } from './validation';

type AuthUser = { id: number; username: string; email: string };

async function isTaken(strapi: Core.Strapi, userId: number, where: Record<string, unknown>): Promise<boolean> {
  const count = await strapi.db.query(USER_UID).count({ where: { ...where, id: { $ne: userId } } });
  return count > 0;
}

// The email is where a password reset goes: whoever holds a stolen token must not be able to move it.
// Wrong guesses count against the account like failed sign-ins (src/users/auth-limits.ts).
async function confirmCurrentPassword(strapi: Core.Strapi, ctx: KoaContext, userId: number): Promise<void> {
  const password = (ctx.request.body as Record<string, unknown>)[CURRENT_PASSWORD_FIELD];
  if (typeof password !== 'string' || password === '') {
    throw new errors.ValidationError('Para cambiar tu email ingresá tu contraseña actual.', {
      fields: [CURRENT_PASSWORD_FIELD],
    });
  }
  const account = `user:${userId}`;
  await refuseIfExhausted(
    ctx,
    'signInAccount',
    account,
    (wait) => `Demasiados intentos fallidos con esta cuenta. Esperá ${wait} y volvé a intentar.`,
  );
  const user = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['password'] })) as {
    password?: string;
  } | null;
  const valid =
    Boolean(user?.password) &&
    (await strapi.plugin('users-permissions').service('user').validatePassword(password, user?.password));
  if (!valid) {
    await countFailure('signInAccount', account);
    throw new errors.ValidationError('La contraseña actual no es correcta.', { fields: [CURRENT_PASSWORD_FIELD] });
  }
}

// PUT /api/users/me: the signed-in user edits their own profile. Only the fields in PROFILE_FIELDS are
// accepted (and currentPassword, required to change the email); anything else (userType, role, password,
// confirmed, blocked...) fails the whole request.
export async function updateMe(strapi: Core.Strapi, ctx: KoaContext): Promise<void> {
  const authUser = ctx.state.user as AuthUser | undefined;
  if (!authUser) unauthorized();
  const changes = validateProfileChanges(ctx.request.body);

  if (changes.email !== undefined && changes.email !== authUser.email) {
    await confirmCurrentPassword(strapi, ctx, authUser.id);
    if (await isTaken(strapi, authUser.id, { $or: [{ email: changes.email }, { username: changes.email }] })) {
      throw new errors.ValidationError('El email ya está en uso.');
    }
  }
  if (changes.username !== undefined && changes.username !== authUser.username) {
    // Registration also refuses a username equal to someone's email: logging in accepts either.
    if (
      await isTaken(strapi, authUser.id, {
        $or: [{ username: changes.username }, { email: changes.username.toLowerCase() }],
      })
    ) {
      throw new errors.ValidationError('El nombre de usuario ya está en uso.');
    }
  }

  if (Object.keys(changes).length > 0) {
    await strapi.db.query(USER_UID).update({ where: { id: authUser.id }, data: changes });
  }
  const user = await strapi.db.query(USER_UID).findOne({
    where: { id: authUser.id },
    populate: { profilePicture: true },
  });
  ctx.body = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), { auth: ctx.state.auth });
}
