export default {
  routes: [
    {
      method: 'POST',
      path: '/steam-link/code',
      handler: 'api::steam-link.steam-link.code',
    },
  ],
};
