import type { Core } from '@strapi/strapi';
import { createAdminPlanService } from './admin-plan/admin-plan-service';
import { createAppealService } from './ban-appeals/appeal-service';
import { createServerBanners } from './banners/banner-images';
import { createPlayerSignatures } from './banners/signature-images';
import { createBanService } from './bans/ban-service';
import { createLogConsumer } from './game-log/log-consumer';
import { createLogListener } from './game-log/log-listener';
import { createLiveQuery } from './live-status/live-query';
import { createStatusPoller } from './live-status/status-poller';
import { createStatusStatistics } from './live-status/status-statistics';
import { createPrivilegeService } from './privileges/privilege-service';
import { createPublicStats } from './statistics/public-stats';
import { createSteamLinkService } from './steam-link/steam-link-service';

// The game servers' domain, put together once per CMS (README.md beside this file): what each part needs of the
// others is handed to it here, so no part looks another up by a Strapi service name. src/api's controllers and the
// bootstrap (src/index.ts) reach it through gameServers(strapi).
export function createGameServers(strapi: Core.Strapi) {
  const bans = createBanService({ strapi });
  const steamLink = createSteamLinkService({ strapi });
  const consumer = createLogConsumer({ strapi, bans, steamLink });
  const privileges = createPrivilegeService({ strapi });
  const stats = createPublicStats(strapi);
  return {
    stats,
    signatures: createPlayerSignatures(stats),
    bans,
    appeals: createAppealService({ strapi, bans }),
    steamLink,
    consumer,
    listener: createLogListener({ strapi, consumer }),
    poller: createStatusPoller({ strapi }),
    liveQuery: createLiveQuery({ strapi }),
    serverStatistics: createStatusStatistics({ strapi }),
    banners: createServerBanners(strapi),
    privileges,
    adminPlan: createAdminPlanService({ strapi, bans }),
    // Every job of the domain (src/jobs/job-queue.ts).
    jobs: () => [...consumer.jobs(), ...bans.jobs(), ...privileges.jobs()],
  };
}

export type GameServers = ReturnType<typeof createGameServers>;

const created = new WeakMap<Core.Strapi, GameServers>();

export function gameServers(strapi: Core.Strapi): GameServers {
  let domain = created.get(strapi);
  if (!domain) {
    domain = createGameServers(strapi);
    created.set(strapi, domain);
  }
  return domain;
}
