import type { KoaContext } from '../../http/content-api';
import { forbidden, unauthorized } from '../../http/errors';
import { isStaffRole } from '../../users/staff-members';
import { trustedSteamId } from '../../users/trusted-steam-id';

export type StaffActor = { userId: number; name: string; steamId: string | null };

// The signed-in account as the user-permissions plugin puts it on ctx.state.user.
export type SignedIn = {
  id: number;
  username: string;
  email?: string | null;
  nickname?: string | null;
  staffRole?: string | null;
  blocked?: boolean | null;
  steamID?: string | null;
  steamIdVerifiedAt?: string | null;
};

// Only the community's staff (the roles of the staff page: owner, administrator, moderator) act on bans and
// answer their appeals: 401 without a session, 403 for anyone else.
export function staffOf(ctx: KoaContext): StaffActor {
  const user = ctx.state.user as SignedIn | undefined;
  if (!user) unauthorized();
  if (user.blocked || !isStaffRole(user.staffRole)) forbidden('Solo el staff de la comunidad puede gestionar baneos.');
  return { userId: user.id, name: user.nickname || user.username, steamId: trustedSteamId(user) };
}
