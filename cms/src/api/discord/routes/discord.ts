// The Discord link on /ajustes (issue 45, src/discord): signed in, except the callback Discord sends the browser to
// (its single-use `state` names the account) and the invite /discord shows (public).
export default {
  routes: [
    { method: 'GET', path: '/discord/me', handler: 'api::discord.discord.me' },
    { method: 'POST', path: '/discord/link', handler: 'api::discord.discord.link' },
    { method: 'PUT', path: '/discord/link', handler: 'api::discord.discord.update' },
    { method: 'DELETE', path: '/discord/link', handler: 'api::discord.discord.unlink' },
    { method: 'GET', path: '/discord/callback', handler: 'api::discord.discord.callback', config: { auth: false } },
    { method: 'GET', path: '/discord/invite', handler: 'api::discord.discord.invite', config: { auth: false } },
  ],
};
