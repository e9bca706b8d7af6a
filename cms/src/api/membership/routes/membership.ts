export default {
  routes: [
    {
      method: 'POST',
      path: '/membership/demo-purchase',
      handler: 'api::membership.membership.demoPurchase',
    },
  ],
};
