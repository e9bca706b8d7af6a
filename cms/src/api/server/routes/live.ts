// Reads of one server beside the core router's stored ones (routes/server.ts):
// - /servers/:documentId            the server as stored: status from the latest poll (core findOne)
// - /servers/:documentId/live       the same server, queried again first when its status is older than
//                                   LIVE_STATUS_MAX_AGE_MS (the detail page)
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
    // The server's banner for forums and clan pages (src/game-servers/banners): 468×60, live status and 24 h.
    {
      method: 'GET',
      path: '/servers/:documentId/banner.svg',
      handler: 'api::server.server.bannerSvg',
    },
    {
      method: 'GET',
      path: '/servers/:documentId/banner.png',
      handler: 'api::server.server.bannerPng',
    },
    {
      method: 'GET',
      path: '/servers/:documentId/live',
      handler: 'api::server.server.live',
    },
  ],
};
