// Sobre nosotros (README "API"); editors write it in the admin panel.
export default {
  routes: [{ method: 'GET', path: '/about', handler: 'api::about-page.about-page.find' }],
};
