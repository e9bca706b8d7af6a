// Memberships paid through MercadoPago (cms/README.md "Memberships").
export default {
  routes: [
    { method: 'POST', path: '/membership/checkout', handler: 'api::membership.membership.checkout' },
    { method: 'GET', path: '/membership/me', handler: 'api::membership.membership.me' },
    { method: 'POST', path: '/membership/cancel', handler: 'api::membership.membership.cancel' },
    { method: 'POST', path: '/membership/change-plan', handler: 'api::membership.membership.changePlan' },
    { method: 'POST', path: '/membership/retry-payment', handler: 'api::membership.membership.retryPayment' },
    { method: 'POST', path: '/membership/admin-server', handler: 'api::membership.membership.chooseAdminServer' },
    // MercadoPago's notifications: no session, the signature is the authentication.
    {
      method: 'POST',
      path: '/membership/webhook',
      handler: 'api::membership.membership.webhook',
      config: { auth: false },
    },
    // Staff only (checked in the controller).
    { method: 'GET', path: '/membership/staff/members', handler: 'api::membership.membership.members' },
    { method: 'GET', path: '/membership/staff/members/:id', handler: 'api::membership.membership.member' },
    { method: 'POST', path: '/membership/staff/members/:id/refund', handler: 'api::membership.membership.refund' },
    {
      method: 'POST',
      path: '/membership/staff/members/:id/suspend-privileges',
      handler: 'api::membership.membership.suspendPrivileges',
    },
    {
      method: 'POST',
      path: '/membership/staff/members/:id/restore-privileges',
      handler: 'api::membership.membership.restorePrivileges',
    },
    { method: 'POST', path: '/membership/staff/courtesy', handler: 'api::membership.membership.courtesy' },
  ],
};
