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
    // A player's signature for forums (src/game-servers/banners): ?theme=dark (the default) or light.
    {
      method: 'GET',
      path: '/players/:steamId/signature.svg',
      handler: 'api::game-stats.game-stats.signatureSvg',
    },
    {
      method: 'GET',
      path: '/players/:steamId/signature.png',
      handler: 'api::game-stats.game-stats.signaturePng',
    },
    {
      method: 'GET',
      path: '/profiles/:profileId',
      handler: 'api::game-stats.game-stats.profile',
    },
  ],
};
