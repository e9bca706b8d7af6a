export default {
  routes: [
    {
      method: 'GET',
      path: '/servers/:documentId/statistics',
      handler: 'api::server.server.statistics',
    },
    {
      method: 'GET',
      path: '/servers/:documentId/history',
      handler: 'api::server.history.find',
    },
    {
      method: 'GET',
      path: '/server/:documentId',
      handler: 'api::server.server.live',
    },
  ],
};
