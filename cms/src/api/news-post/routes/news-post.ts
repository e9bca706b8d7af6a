// Public reads of Novedades (README "API"); nothing here writes. The feed comes before
// `:slug`, which would otherwise take it (a slug never has a dot anyway).
export default {
  routes: [
    { method: 'GET', path: '/news', handler: 'api::news-post.news-post.find' },
    { method: 'GET', path: '/news/feed.xml', handler: 'api::news-post.news-post.feed' },
    { method: 'GET', path: '/news/:slug', handler: 'api::news-post.news-post.findOne' },
  ],
};
