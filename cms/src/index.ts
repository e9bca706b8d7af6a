import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { connectEventBus } from './cluster/connect-event-bus';
import { eventBus } from './cluster/event-bus';
import { assertDemoSettingsAllowed, demoUsersEnabled } from './env/demo';
import { isProduction } from './env/secrets';
import { watchWritesForPublicReads } from './http/public-read-cache';
import { setUpRateLimits } from './http/rate-limits';
import { startLiveEvents, stopLiveEvents } from './live-events/live-events';
import { ensureHistoryTable } from './live-status/history';
import { ensureGameStatsTables } from './game-stats/tables';
import { blockPublishedDemoAccounts, seedDemoUsers, seedEnabled, seedIfNeeded } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertDemoSettingsAllowed(strapi.log);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureHistoryTable(strapi.db.connection);
    await ensureGameStatsTables(strapi.db.connection);
    await setUpRateLimits(strapi);
    // Before anything writes: cached public reads are dropped on every instance when their data changes.
    await connectEventBus(strapi);
    watchWritesForPublicReads(strapi);
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
    if (demoUsersEnabled()) await seedDemoUsers(strapi);
    if (isProduction()) await blockPublishedDemoAccounts(strapi);
    await startLiveEvents(strapi);
    strapi.service('api::server.live-status').start();
    // Every instance receives log datagrams; applying them is the consumer's job (gateable later).
    await strapi.service('api::game-stats.log-listener').start();
    strapi.service('api::game-stats.log-consumer').start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Open event streams end first, or closing the HTTP server would cut them mid-write.
    stopLiveEvents();
    await strapi.service('api::server.live-status').stop();
    // The listener first: what it still holds is queued, then the consumer finishes its batch.
    await strapi.service('api::game-stats.log-listener').stop();
    await strapi.service('api::game-stats.log-consumer').stop();
    await eventBus.close();
  },
};
