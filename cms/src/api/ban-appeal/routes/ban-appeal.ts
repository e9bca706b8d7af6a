// Ban appeals (src/game-servers/README.md). Every action checks its caller in the controller: the banned player's own
// (verified Steam ID) for the first two, staff for the rest; 401 without a session.
export default {
  routes: [
    { method: 'POST', path: '/bans/:documentId/appeal', handler: 'api::ban-appeal.ban-appeal.create' },
    { method: 'GET', path: '/bans/:documentId/appeal', handler: 'api::ban-appeal.ban-appeal.own' },
    { method: 'GET', path: '/ban-appeals', handler: 'api::ban-appeal.ban-appeal.find' },
    { method: 'GET', path: '/ban-appeals/:documentId', handler: 'api::ban-appeal.ban-appeal.findOne' },
    { method: 'POST', path: '/ban-appeals/:documentId/accept', handler: 'api::ban-appeal.ban-appeal.accept' },
    { method: 'POST', path: '/ban-appeals/:documentId/reject', handler: 'api::ban-appeal.ban-appeal.reject' },
  ],
};
