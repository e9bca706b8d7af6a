import { factories } from '@strapi/strapi';

// Only reads: articles are written by editors in the admin panel.
export default factories.createCoreRouter('api::help-article.help-article', {
  only: ['find', 'findOne'],
});
