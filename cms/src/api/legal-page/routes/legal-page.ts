// The terms (/terminos) and the privacy policy (/privacidad), README "Legal pages"; staff edit them in the admin panel.
export default {
  routes: [{ method: 'GET', path: '/legal/:page', handler: 'api::legal-page.legal-page.find' }],
};
