import { factories } from '@strapi/strapi';

// Only reads: servers are edited in the admin panel and their status is written by the poller.
export default factories.createCoreRouter('api::server.server', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::server.safe-populate'] },
    findOne: { middlewares: ['api::server.safe-populate'] },
  },
});
