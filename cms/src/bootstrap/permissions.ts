import type { Core } from '@strapi/strapi';

const PERMISSION_UID = 'plugin::users-permissions.permission';
const ROLE_UID = 'plugin::users-permissions.role';

const PUBLIC_ACTIONS = [
  'api::server.server.find',
  'api::server.server.findOne',
  'api::server.server.statistics',
  'api::server.server.live',
  'api::server.server.bannerSvg',
  'api::server.server.bannerPng',
  'api::server.history.find',
  'api::community.community.summary',
  'api::community.community.events',
  'api::help-article.help-article.find',
  'api::help-article.help-article.findOne',
  'api::help-article.help-article.findByCategory',
  'api::serverlist.serverlist.games',
  'api::game-stats.game-stats.topPlayers',
  'api::game-stats.game-stats.serverWeapons',
  'api::game-stats.game-stats.serverMaps',
  'api::game-stats.game-stats.serverAwards',
  'api::game-stats.game-stats.playerStats',
  'api::game-stats.game-stats.profile',
  'api::game-stats.game-stats.signatureSvg',
  'api::game-stats.game-stats.signaturePng',
  'api::news-post.news-post.find',
  'api::news-post.news-post.findOne',
  'api::news-post.news-post.feed',
  'api::rule-set.rule-set.find',
  'api::about-page.about-page.find',
  'api::legal-page.legal-page.find',
  'api::staff.staff.find',
  'api::ban.ban.find',
  'api::ban.ban.findOne',
];

const AUTHENTICATED_ACTIONS = [
  ...PUBLIC_ACTIONS,
  // Controller-checked: only userType admin gets an answer.
  'api::serverlist.serverlist.query',
  // The player's own membership (src/memberships).
  'api::membership.membership.checkout',
  'api::membership.membership.me',
  'api::membership.membership.cancel',
  'api::membership.membership.changePlan',
  'api::membership.membership.retryPayment',
  'api::membership.membership.chooseAdminServer',
  'api::game-server-privileges.game-server-privileges.mine',
  // Controller-checked: only a live Admin membership with its server (src/game-servers/admin-plan).
  'api::admin-plan.admin-plan.server',
  'api::admin-plan.admin-plan.kick',
  'api::admin-plan.admin-plan.ban',
  // Controller-checked: only a staff role.
  'api::membership.membership.members',
  'api::membership.membership.member',
  'api::membership.membership.refund',
  'api::membership.membership.courtesy',
  'api::membership.membership.suspendPrivileges',
  'api::membership.membership.restorePrivileges',
  'api::game-server-privileges.game-server-privileges.rotateKey',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.user.updateMe',
  'plugin::users-permissions.user.exportMe',
  'plugin::users-permissions.user.deleteMe',
  'api::steam-link.steam-link.code',
  // The account's own Discord link (src/discord); the callback is public (auth: false on its route).
  'api::discord.discord.me',
  'api::discord.discord.link',
  'api::discord.discord.update',
  'api::discord.discord.unlink',
  // Controller-checked: only a staff role (owner, administrator, moderator).
  'api::ban.ban.create',
  'api::ban.ban.lift',
  'api::ban.ban.shorten',
  'api::ban.ban.audit',
  'api::ban.ban.communityWide',
  // Controller-checked: the banned player's own (verified Steam ID) appeal; the rest staff only.
  'api::ban-appeal.ban-appeal.create',
  'api::ban-appeal.ban-appeal.own',
  'api::ban-appeal.ban-appeal.find',
  'api::ban-appeal.ban-appeal.findOne',
  'api::ban-appeal.ban-appeal.accept',
  'api::ban-appeal.ban-appeal.reject',
  // Route-guarded: only one's own profilePicture (src/users/profile-picture-guard.ts).
  'plugin::upload.content-api.upload',
];

export const ROLE_ACTIONS: Record<'public' | 'authenticated', readonly string[]> = {
  public: PUBLIC_ACTIONS,
  authenticated: AUTHENTICATED_ACTIONS,
};

// Strapi's own sign-in flows (login, register, password reset...) keep the defaults users-permissions
// gives each role; every other action is set to exactly the lists above on every start, so a permission
// opened by hand in the admin panel does not survive a restart.
const isAuthFlow = (action: string) => action.startsWith('plugin::users-permissions.auth.');

export async function applyRolePermissions(strapi: Core.Strapi): Promise<void> {
  for (const [type, actions] of Object.entries(ROLE_ACTIONS)) {
    const role = (await strapi.db.query(ROLE_UID).findOne({ where: { type } })) as { id: number } | null;
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);
    const existing = (await strapi.db.query(PERMISSION_UID).findMany({
      where: { role: { id: role.id } },
      select: ['id', 'action'],
    })) as { id: number; action: string }[];
    const wanted = new Set(actions);
    const present = new Set(existing.map((permission) => permission.action));
    const extra = existing.filter((permission) => !isAuthFlow(permission.action) && !wanted.has(permission.action));
    if (extra.length > 0) {
      await strapi.db
        .query(PERMISSION_UID)
        .deleteMany({ where: { id: { $in: extra.map((permission) => permission.id) } } });
    }
    for (const action of actions) {
      if (!present.has(action)) {
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
      }
    }
  }
}
