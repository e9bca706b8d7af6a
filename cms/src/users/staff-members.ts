import { publicMedia, type MediaRow, type PublicMedia } from '../http/public-media';
import { STAFF_ROLES, type StaffRole } from './user-fields';

// A site user as the staff page and the news show them: exactly these keys (never an email or anything
// private), and only while they hold a staff role and are not blocked.
export type StaffUserRow = {
  id: number;
  documentId: string;
  username: string;
  nickname?: string | null;
  staffRole?: string | null;
  blocked?: boolean | null;
  steamID?: string | null;
  steamIdVerifiedAt?: string | Date | null;
  profilePicture?: MediaRow | null;
};

// `profileId`: the account's documentId, the address of its public profile (numeric ids can be counted).
export type PublicStaffMember = {
  profileId: string;
  username: string;
  nickname: string | null;
  avatar: PublicMedia | null;
  role: StaffRole;
};

// The fields a query must select for publicStaffMember (with `populate: { profilePicture: true }`).
export const STAFF_USER_FIELDS = [
  'id',
  'documentId',
  'username',
  'nickname',
  'staffRole',
  'blocked',
  'steamID',
  'steamIdVerifiedAt',
] as const;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function publicStaffMember(user: StaffUserRow | null | undefined): PublicStaffMember | null {
  if (!user || user.blocked || !isStaffRole(user.staffRole)) return null;
  return {
    profileId: user.documentId,
    username: user.username,
    nickname: user.nickname ?? null,
    avatar: publicMedia(user.profilePicture),
    role: user.staffRole,
  };
}

// Owners first, then administrators, then moderators; by name within a role.
export function byStaffRank(a: PublicStaffMember, b: PublicStaffMember): number {
  const rank = STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role);
  if (rank !== 0) return rank;
  return (a.nickname ?? a.username).localeCompare(b.nickname ?? b.username, 'es', { sensitivity: 'base' });
}
