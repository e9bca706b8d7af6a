import type { Core } from '@strapi/strapi';
import { applyRolePermissions } from './bootstrap/permissions';
import { connectEventBus, jobQueueSettings } from './cluster/connect-cluster';
import { eventBus } from './cluster/event-bus';
import { jobQueue } from './jobs/job-queue';
import { assertDemoSettingsAllowed, demoUsersEnabled } from './env/demo';
import { isProduction } from './env/secrets';
import { uploadProviderConfig } from './env/upload-provider';
import { markStopping } from './http/database-health';
import { keepIdleConnectionsOpen } from './http/idle-connections';
import { watchWritesForPublicReads } from './http/public-read-cache';
import { setUpRateLimits } from './http/rate-limits';
import { startLiveEvents, stopLiveEvents } from './live-events/live-events';
import { describeServerSecretsInAdmin } from './game-servers/game-log/log-secret-in-admin';
import { writeTouchesSources } from './game-servers/game-log/log-sources';
import { seedBansIfNeeded } from './seed/bans';
import { runMigrations } from './migrations/run-migrations';
import {
  blockPublishedDemoAccounts,
  seedCommunityContentIfNeeded,
  seedDemoUsers,
  seedEnabled,
  seedIfNeeded,
  seedLegalPages,
  seedSimulatorSecrets,
} from './seed';
import { gameServers } from './game-servers';
import { memberships } from './memberships';
import { DEMO_MEMBERSHIPS_JOB, demoMembershipsJob, demoMembershipsWanted } from './seed/demo-memberships';
import { assertMercadoPagoSettingsAllowed } from './memberships/mercadopago-settings';
import { assertDiscordSettingsAllowed, assertWebhooksAllowed, discord } from './discord';
import { announcePublishedNews } from './news/announce-published';
import { discordRolesFollowStaffChanges } from './discord/staff-roles-follow';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    assertDemoSettingsAllowed();
    assertMercadoPagoSettingsAllowed();
    assertDiscordSettingsAllowed();
    assertWebhooksAllowed();
    if (isProduction() && (!process.env.SMTP_HOST || !process.env.SITE_URL)) {
      strapi.log.warn(
        '[email] set SMTP_HOST (and SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD, EMAIL_FROM) and SITE_URL: without them ' +
          'password-reset emails are not sent or point at localhost (cms/README.md, "Accounts and email")',
      );
    }
    if (isProduction() && uploadProviderConfig().provider === 'local') {
      strapi.log.warn(
        "[uploads] pictures are kept on this instance's disk: with several instances set UPLOAD_PROVIDER=aws-s3 " +
          '(docs/production.md), or pictures uploaded through one are missing on the others',
      );
    }
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const applied = await runMigrations(strapi.db.connection);
    if (applied.length > 0) strapi.log.info(`[migrations] applied ${applied.join(', ')}`);
    setUpRateLimits(strapi);
    keepIdleConnectionsOpen(strapi);
    // Before anything writes: cached public reads are dropped on every instance when their data changes.
    await connectEventBus(strapi);
    watchWritesForPublicReads(strapi);
    // A server's address, port or log secret edited through this instance applies to its listener at once.
    // The poller's writes (status, players, map: 26 a cycle) change none of them and reload nothing.
    const refreshLogSources = (event: { params?: { data?: unknown } }) => {
      if (writeTouchesSources(event.params?.data)) void gameServers(strapi).listener.refreshSources();
    };
    strapi.db.lifecycles.subscribe({
      models: ['api::server.server'],
      afterCreate: refreshLogSources,
      afterUpdate: refreshLogSources,
      afterDelete: refreshLogSources,
      afterCreateMany: refreshLogSources,
      afterUpdateMany: refreshLogSources,
      afterDeleteMany: refreshLogSources,
    });
    announcePublishedNews(strapi);
    discordRolesFollowStaffChanges(strapi);
    await applyRolePermissions(strapi);
    await describeServerSecretsInAdmin(strapi);
    if (seedEnabled()) await seedIfNeeded(strapi);
    if (demoUsersEnabled()) await seedDemoUsers(strapi);
    if (seedEnabled()) await seedCommunityContentIfNeeded(strapi);
    // The terms and the privacy policy, each once when missing (a database seeded before they existed gets them).
    if (seedEnabled()) await seedLegalPages(strapi);
    // Demo bans only with the demo accounts (the admin of two of them is the demo admin).
    if (seedEnabled() && demoUsersEnabled()) await seedBansIfNeeded(strapi);
    if (!isProduction()) await seedSimulatorSecrets(strapi);
    if (isProduction()) await blockPublishedDemoAccounts(strapi);
    await startLiveEvents(strapi);
    // The one job queue (src/jobs): every deferred, retried or scheduled piece of work of every instance.
    const domain = gameServers(strapi);
    await jobQueue.start(jobQueueSettings(strapi), [
      ...domain.jobs(),
      ...memberships(strapi).jobs(),
      ...discord(strapi).jobs(),
      demoMembershipsJob(strapi),
    ]);
    // The demo accounts premium and admin buy their plans through the MercadoPago stand-in (src/seed).
    if (demoUsersEnabled() && demoMembershipsWanted()) await jobQueue.send(DEMO_MEMBERSHIPS_JOB, {});
    // Every instance serves reads, receives log datagrams, and runs the poller's clock (each cycle is polled by the
    // instance that claims its slot, src/game-servers/live-status/poll-slots.ts).
    domain.consumer.start();
    await domain.listener.start();
    domain.poller.start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // GET /_health says so at once, so load balancers send nothing new while the poll cycle finishes.
    markStopping();
    // Open event streams end first, or closing the HTTP server would cut them mid-write.
    stopLiveEvents();
    const domain = gameServers(strapi);
    await domain.poller.stop();
    // The listener first: what it still holds is queued; then the jobs running here finish (the others run on
    // whichever instance is left, or at the next start).
    await domain.listener.stop();
    domain.consumer.stop();
    await jobQueue.stop();
    await eventBus.close();
  },
};
