export default {
  routes: [
    {
      method: 'GET',
      path: '/help-articles/category/:category',
      handler: 'api::help-article.help-article.findByCategory',
    },
  ],
};
