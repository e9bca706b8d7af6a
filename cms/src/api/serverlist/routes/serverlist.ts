export default {
  routes: [
    {
      method: 'POST',
      path: '/serverlist/query',
      handler: 'api::serverlist.serverlist.query',
    },
    {
      method: 'GET',
      path: '/serverlist/games',
      handler: 'api::serverlist.serverlist.games',
    },
  ],
};
