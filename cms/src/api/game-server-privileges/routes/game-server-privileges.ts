// What a membership gives in the game (issue 44, src/game-servers/privileges).
export default {
  routes: [
    // The game host's script (game-server/): no session, the server's own key is the authentication.
    {
      method: 'GET',
      path: '/game-server/users-ini',
      handler: 'api::game-server-privileges.game-server-privileges.usersIni',
      config: { auth: false },
    },
    // The script wrote the block: the CMS sends amx_reloadadmins over rcon.
    {
      method: 'POST',
      path: '/game-server/users-ini/applied',
      handler: 'api::game-server-privileges.game-server-privileges.applied',
      config: { auth: false },
    },
    // The signed-in player's own: their flags and which servers confirmed them (/tu-membresia).
    {
      method: 'GET',
      path: '/membership/me/privileges',
      handler: 'api::game-server-privileges.game-server-privileges.mine',
    },
    // Staff only (checked in the controller): a new key for a server, shown once.
    {
      method: 'POST',
      path: '/game-server/keys/:documentId',
      handler: 'api::game-server-privileges.game-server-privileges.rotateKey',
    },
  ],
};
