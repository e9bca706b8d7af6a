// The rule book (README "API"); editors write it in the admin panel.
export default {
  routes: [{ method: 'GET', path: '/rules', handler: 'api::rule-set.rule-set.find' }],
};
