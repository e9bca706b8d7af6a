// Public reads of the game statistics (src/game-servers/README.md); nothing here writes.
export default {
  routes: [
    {
      method: 'GET',
      path: '/servers/:documentId/top-players',
      handler: 'api::game-stats.game-stats.topPlayers',
    },
    {
      method: 'GET',
      path: '/servers/:documentId/weapons',
      handler: 'api::game-stats.game-stats.serverWeapons',
    },
    {
      method: 'GET',
      path: '/servers/:documentId/maps',
      handler: 'api::game-stats.game-stats.serverMaps',
    },
    {
      method: 'GET',
      path: '/servers/:documentId/awards',
      handler: 'api::game-stats.game-stats.serverAwards',
    },
    {
      method: 'GET',
      path: '/players/:steamId/stats',
      handler: 'api::game-stats.game-stats.playerStats',
    },
    {
      method: 'GET',
      path: '/profiles/:profileId',
      handler: 'api::game-stats.game-stats.profile',
    },
  ],
};
