import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { ensureHistoryTable } from './live-status/history';
import { seedEnabled, seedIfNeeded } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureHistoryTable(strapi.db.connection);
    await applyRolePermissions(strapi);
    if (seedEnabled()) await seedIfNeeded(strapi);
    strapi.service('api::server.live-status').start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await strapi.service('api::server.live-status').stop();
  },
};
