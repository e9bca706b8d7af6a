import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { connectEventBus } from './cluster/connect-event-bus';
import { eventBus } from './cluster/event-bus';
import { watchWritesForPublicReads } from './http/public-read-cache';
import { startLiveEvents, stopLiveEvents } from './live-events/live-events';
import { ensureHistoryTable } from './live-status/history';
import { seedEnabled, seedIfNeeded } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureHistoryTable(strapi.db.connection);
    // Before anything writes: cached public reads are dropped on every instance when their data changes.
    await connectEventBus(strapi);
    watchWritesForPublicReads(strapi);
    await applyRolePermissions(strapi);
    if (seedEnabled()) await seedIfNeeded(strapi);
    await startLiveEvents(strapi);
    strapi.service('api::server.live-status').start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Open event streams end first, or closing the HTTP server would cut them mid-write.
    stopLiveEvents();
    await strapi.service('api::server.live-status').stop();
    await eventBus.close();
  },
};
