// The public ban list (README "Bans"); bans are written by the log consumer (and by staff, later).
export default {
  routes: [
    { method: 'GET', path: '/bans', handler: 'api::ban.ban.find' },
    { method: 'GET', path: '/bans/:documentId', handler: 'api::ban.ban.findOne' },
  ],
};
