import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../http/content-api';
import { countFailure, refuseIfExhausted } from '../http/rate-limits';
import { USER_UID } from './user-fields';

// What a stolen session alone must not do (move the email, change the password, delete the account) asks
// for the current password. Wrong guesses count against the account like failed sign-ins
// (src/users/auth-limits.ts), so this is no way around that limit.
export async function confirmCurrentPassword(
  strapi: Core.Strapi,
  ctx: KoaContext,
  userId: number,
  password: unknown,
  field: string,
  missing: string,
): Promise<void> {
  if (typeof password !== 'string' || password === '') {
    throw new errors.ValidationError(missing, { fields: [field] });
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
    throw new errors.ValidationError('La contraseña actual no es correcta.', { fields: [field] });
  }
}
