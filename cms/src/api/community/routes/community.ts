export default {
  routes: [
    {
      method: 'GET',
      path: '/community/summary',
      handler: 'api::community.community.summary',
    },
    {
      method: 'GET',
      path: '/events',
      handler: 'api::community.community.events',
    },
  ],
};
