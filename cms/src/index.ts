import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { assertDemoSettingsAllowed, demoUsersEnabled } from './env/demo';
import { isProduction } from './env/secrets';
import { setUpRateLimits } from './http/rate-limits';
import { invalidateServerListCache } from './middlewares/server-list-cache';
import { ensureHistoryTable } from './live-status/history';
import { blockPublishedDemoAccounts, seedDemoUsers, seedEnabled, seedIfNeeded } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertDemoSettingsAllowed(strapi.log);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureHistoryTable(strapi.db.connection);
    await setUpRateLimits(strapi);
    // Editors' changes to servers or their photos show up at once in the cached public list.
    strapi.db.lifecycles.subscribe({
      models: ['api::server.server', 'plugin::upload.file'],
      afterCreate: invalidateServerListCache,
      afterUpdate: invalidateServerListCache,
      afterDelete: invalidateServerListCache,
      afterCreateMany: invalidateServerListCache,
      afterUpdateMany: invalidateServerListCache,
      afterDeleteMany: invalidateServerListCache,
    });
    await applyRolePermissions(strapi);
    if (seedEnabled()) await seedIfNeeded(strapi);
    if (demoUsersEnabled()) await seedDemoUsers(strapi);
    if (isProduction()) await blockPublishedDemoAccounts(strapi);
    strapi.service('api::server.live-status').start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await strapi.service('api::server.live-status').stop();
  },
};
