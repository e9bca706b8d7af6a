// Sobre nosotros (README "Community content"); editors write it in the admin panel.
export default {
  routes: [{ method: 'GET', path: '/about', handler: 'api::about-page.about-page.find' }],
};
