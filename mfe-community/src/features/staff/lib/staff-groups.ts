import type { StaffRole } from '@cs16ar/shared';
import type { StaffMember } from '../types/staff';

const GROUP_TITLES: Record<StaffRole, string> = {
  owner: 'Dueños',
  administrator: 'Administradores',
  moderator: 'Moderadores',
};

const ORDER: StaffRole[] = ['owner', 'administrator', 'moderator'];

export type StaffGroup = { role: StaffRole; title: string; members: StaffMember[] };

/** The staff by role, highest first, only the roles someone holds (the CMS already sorts within each). */
export function staffGroups(members: StaffMember[]): StaffGroup[] {
  return ORDER.map((role) => ({
    role,
    title: GROUP_TITLES[role],
    members: members.filter((member) => member.role === role),
  })).filter((group) => group.members.length > 0);
}
