import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { invalidateServerListCache } from './middlewares/server-list-cache';
import { ensureHistoryTable } from './live-status/history';
import { ensureGameStatsTables } from './game-stats/tables';
import { seedEnabled, seedIfNeeded } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureHistoryTable(strapi.db.connection);
    await ensureGameStatsTables(strapi.db.connection);
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
    // A server's address or log secret edited through this instance applies to its listener at once.
    const refreshLogSources = () => void strapi.service('api::game-stats.log-listener').refreshSources();
    strapi.db.lifecycles.subscribe({
      models: ['api::server.server'],
      afterCreate: refreshLogSources,
      afterUpdate: refreshLogSources,
      afterDelete: refreshLogSources,
      afterCreateMany: refreshLogSources,
      afterUpdateMany: refreshLogSources,
      afterDeleteMany: refreshLogSources,
    });
    await applyRolePermissions(strapi);
    if (seedEnabled()) await seedIfNeeded(strapi);
    strapi.service('api::server.live-status').start();
    // Every instance receives log datagrams; applying them is the consumer's job (gateable later).
    await strapi.service('api::game-stats.log-listener').start();
    strapi.service('api::game-stats.log-consumer').start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await strapi.service('api::server.live-status').stop();
    // The listener first: what it still holds is queued, then the consumer finishes its batch.
    await strapi.service('api::game-stats.log-listener').stop();
    await strapi.service('api::game-stats.log-consumer').stop();
  },
};
