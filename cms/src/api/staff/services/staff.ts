import type { Core } from '@strapi/strapi';
import { trustedSteamId } from '../../../users/trusted-steam-id';
import { byStaffRank, publicStaffMember, STAFF_USER_FIELDS, type StaffUserRow } from '../../../users/staff-members';
import { STAFF_ROLES, USER_UID } from '../../../users/user-fields';
import { gameServers } from '../../../game-servers';

// The staff page: the site users an administrator gave a staff role (not a list written by hand), with the
// servers each looks after and, when their Steam ID is one the site trusts, where they are playing now
// (from the game logs, as on public profiles).

type StaffRow = StaffUserRow & { staffServers?: { documentId: string; name: string; gameMode?: string | null }[] };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list() {
    const rows = (await strapi.db.query(USER_UID).findMany({
      where: {
        $and: [{ staffRole: { $in: [...STAFF_ROLES] } }, { $or: [{ blocked: false }, { blocked: { $null: true } }] }],
      },
      select: [...STAFF_USER_FIELDS],
      populate: { profilePicture: true, staffServers: { select: ['documentId', 'name', 'gameMode'] } },
    })) as StaffRow[];
    const stats = gameServers(strapi).stats;
    const members = await Promise.all(
      rows.map(async (row) => {
        const member = publicStaffMember(row);
        if (!member) return null;
        const steamId = trustedSteamId(row);
        const servers = (row.staffServers ?? [])
          .map((server) => ({ documentId: server.documentId, name: server.name, gameMode: server.gameMode ?? null }))
          .sort((a, b) => a.name.localeCompare(b.name, 'es'));
        return { ...member, servers, presence: steamId ? await stats.presence(steamId) : null };
      }),
    );
    return members.filter((member) => member !== null).sort(byStaffRank);
  },
});
