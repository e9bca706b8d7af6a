import type { KoaContext } from '../http/content-api';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { unauthorized } from '../http/errors';
import { noticeAccountChange } from './account-change-email';
import { confirmCurrentPassword } from './current-password';
import { canonicalPlayerId } from '../game-servers/game-log/steam-id';
import { USER_UID } from './user-fields';
import { CURRENT_PASSWORD_FIELD, validateProfileChanges } from './validation';

type AuthUser = { id: number; username: string; email: string };

async function isTaken(strapi: Core.Strapi, userId: number, where: Record<string, unknown>): Promise<boolean> {
  const count = await strapi.db.query(USER_UID).count({ where: { ...where, id: { $ne: userId } } });
  return count > 0;
}

// The email is where a password reset goes: whoever holds a stolen token must not be able to move it.
function confirmForEmail(strapi: Core.Strapi, ctx: KoaContext, userId: number): Promise<void> {
  const password = (ctx.request.body as Record<string, unknown>)[CURRENT_PASSWORD_FIELD];
  return confirmCurrentPassword(
    strapi,
    ctx,
    userId,
    password,
    CURRENT_PASSWORD_FIELD,
    'Para cambiar tu email ingresá tu contraseña actual.',
  );
}

// A Steam ID typed in the form is unverified (src/game-servers/steam-link): saving the one the account has keeps its
// verification; any other one, or none, drops it (and the notice that a verified one was moved away).
async function steamIdChange(strapi: Core.Strapi, userId: number, typed: string | null) {
  const current = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['steamID'] })) as {
    steamID?: string | null;
  } | null;
  const same = (id: string | null | undefined) => (id ? canonicalPlayerId(id) : null);
  if (same(current?.steamID) === same(typed)) return { steamID: current?.steamID ?? null };
  return { steamIdVerifiedAt: null, steamIdVerifiedOn: null, steamIdMoved: null, steamIdMovedAt: null };
}

// PUT /api/users/me: the signed-in user edits their own profile. Only the fields in PROFILE_FIELDS are
// accepted (and currentPassword, required to change the email); anything else (userType, role, password,
// confirmed, blocked...) fails the whole request.
export async function updateMe(strapi: Core.Strapi, ctx: KoaContext): Promise<void> {
  const authUser = ctx.state.user as AuthUser | undefined;
  if (!authUser) unauthorized();
  const changes = validateProfileChanges(ctx.request.body);

  if (changes.email !== undefined && changes.email !== authUser.email) {
    await confirmForEmail(strapi, ctx, authUser.id);
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

  const data: Record<string, unknown> = { ...changes };
  if (changes.steamID !== undefined) Object.assign(data, await steamIdChange(strapi, authUser.id, changes.steamID));
  // A reset link sent to the old address stops working.
  if (changes.email !== undefined && changes.email !== authUser.email) {
    Object.assign(data, { resetPasswordToken: null, resetPasswordRequestedAt: null });
  }
  if (Object.keys(data).length > 0) {
    await strapi.db.query(USER_UID).update({ where: { id: authUser.id }, data });
  }
  // Told at the address the account had: if it was not its owner, that inbox is the one they still read.
  if (changes.email !== undefined && changes.email !== authUser.email) {
    noticeAccountChange(strapi, authUser, { kind: 'email', newEmail: changes.email });
  }
  const user = await strapi.db.query(USER_UID).findOne({
    where: { id: authUser.id },
    populate: { profilePicture: true },
  });
  ctx.body = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), { auth: ctx.state.auth });
}
