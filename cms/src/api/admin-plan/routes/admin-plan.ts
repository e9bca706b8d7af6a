// The Admin plan's panel at /admin (issue 44, src/game-servers/admin-plan): signed in, checked in the controller.
export default {
  routes: [
    { method: 'GET', path: '/admin-plan/server', handler: 'api::admin-plan.admin-plan.server' },
    { method: 'POST', path: '/admin-plan/kick', handler: 'api::admin-plan.admin-plan.kick' },
    { method: 'POST', path: '/admin-plan/ban', handler: 'api::admin-plan.admin-plan.ban' },
  ],
};
