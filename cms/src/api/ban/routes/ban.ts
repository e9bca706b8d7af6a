// The public ban list (src/game-servers/README.md); bans are written by the log consumer (and by staff, later).
export default {
  routes: [
    { method: 'GET', path: '/bans', handler: 'api::ban.ban.find' },
    { method: 'GET', path: '/bans/:documentId', handler: 'api::ban.ban.findOne' },
    // Staff only (checked in the controller: 401 without a session, 403 for a player).
    { method: 'POST', path: '/bans', handler: 'api::ban.ban.create' },
    { method: 'POST', path: '/bans/:documentId/lift', handler: 'api::ban.ban.lift' },
    { method: 'POST', path: '/bans/:documentId/shorten', handler: 'api::ban.ban.shorten' },
    { method: 'POST', path: '/bans/:documentId/community-wide', handler: 'api::ban.ban.communityWide' },
    { method: 'GET', path: '/bans/:documentId/audit', handler: 'api::ban.ban.audit' },
  ],
};
