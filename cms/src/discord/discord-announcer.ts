import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isProduction } from '../env/secrets';
import { siteUrl } from '../env/site-url';
import { jobQueue, type JobSpec } from '../jobs/job-queue';
import {
  CHANNEL_OF,
  WEBHOOK_CHANNELS,
  webhookMessage,
  type Announcement,
  type WebhookChannel,
} from './announcement-embeds';
import { callDiscord, DiscordRateLimited, DiscordRefused } from './discord-client';

const ANNOUNCEMENTS = 'discord_announcements';
const ANNOUNCE_JOB = 'discord-announce';

const envName = (channel: WebhookChannel) => `DISCORD_WEBHOOK_${channel.toUpperCase()}`;
const WEBHOOK_PATH = /^\/api(?:\/v\d+)?\/webhooks\/\d{17,20}\/[\w-]{20,100}$/;
const DISCORD_HOSTS = ['discord.com', 'discordapp.com', 'canary.discord.com', 'ptb.discord.com'];

// The channel's webhook (DISCORD_WEBHOOK_BANS, _APPEALS, _NEWS, _SERVERS, _MEMBERSHIPS), or null when staff set none.
// The address holds the webhook's token: it is never logged.
export function webhookUrlOf(channel: WebhookChannel): string | null {
  const raw = (process.env[envName(channel)] ?? '').trim();
  if (!raw) return null;
  const url = new URL(raw);
  if (!WEBHOOK_PATH.test(url.pathname) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error(
      `${envName(channel)} is not a Discord webhook address (https://discord.com/api/webhooks/<id>/<token>)`,
    );
  }
  return `${url.origin}${url.pathname}`;
}

// Every webhook set is a Discord webhook; in production, Discord's own (https, discord.com).
export function assertWebhooksAllowed(): void {
  for (const channel of WEBHOOK_CHANNELS) {
    const url = webhookUrlOf(channel);
    if (!url || !isProduction()) continue;
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' || !DISCORD_HOSTS.includes(hostname)) {
      throw new Error(
        `${envName(channel)} must be a webhook of discord.com with NODE_ENV=production (not a stand-in).`,
      );
    }
  }
}

type JobData = { key?: unknown; announcement?: unknown; at?: unknown };

// The channels told (issue 45): each event is announced once, by its key (`ban:<id>`, `server-down:<id>:<since>`):
// the key is kept in discord_announcements before its job is sent, so the same event told twice (a retried request,
// two instances) is one message. The job posts it to the channel's webhook: a 429 waits Discord's `retry_after`, an
// outage retries with backoff, a webhook that is gone (404, 401) is not retried: the failure is kept and /_health
// and the log say which channel, for staff to set a new one.
export function createDiscordAnnouncer({ strapi }: { strapi: Core.Strapi }) {
  const knex = (): Knex => strapi.db.connection;
  const counters = { sent: 0, rateLimited: 0 };
  // The channels whose webhook refused the last message (its status), until one goes through.
  const broken = new Map<WebhookChannel, string>();

  async function post(data: JobData): Promise<void> {
    const key = typeof data.key === 'string' ? data.key : '';
    const announcement = data.announcement as Announcement | undefined;
    const channel = announcement ? CHANNEL_OF[announcement.kind] : undefined;
    if (!key || !announcement || !channel) return;
    const url = webhookUrlOf(channel);
    if (!url) return;
    const at = typeof data.at === 'number' ? data.at : Date.now();
    try {
      // `wait=true`: Discord answers once the message is in the channel (a 429 means it is not).
      await callDiscord(`${url}?wait=true`, { method: 'POST', json: webhookMessage(announcement, siteUrl(), at) });
    } catch (error) {
      if (error instanceof DiscordRateLimited) {
        counters.rateLimited += 1;
        await jobQueue.send(ANNOUNCE_JOB, data, { startAfter: new Date(Date.now() + error.retryAfterMs) });
        return;
      }
      if (error instanceof DiscordRefused) {
        broken.set(channel, `${error.status}`);
        strapi.log.error(
          `[discord] the ${channel} webhook refused ${announcement.kind} (${error.status} ${error.code}): set a new ` +
            `${envName(channel)}`,
        );
        await knex()(ANNOUNCEMENTS)
          .where({ event_key: key })
          .update({ failure: `${error.status} ${error.code}` });
        return;
      }
      throw error;
    }
    counters.sent += 1;
    broken.delete(channel);
    await knex()(ANNOUNCEMENTS).where({ event_key: key }).update({ sent_at: Date.now(), failure: null });
  }

  return {
    health: () => ({ ...counters, brokenWebhooks: Object.fromEntries(broken) }),

    /** Tells the event's channel, once per key; nothing when its webhook is not set. Never throws: a failure is logged. */
    async announce(key: string, announcement: Announcement, options: { startAfter?: Date } = {}): Promise<void> {
      try {
        if (!webhookUrlOf(CHANNEL_OF[announcement.kind])) return;
        const now = Date.now();
        const inserted = (await knex()(ANNOUNCEMENTS)
          .insert({ event_key: key.slice(0, 200), kind: announcement.kind, created_at: now })
          .onConflict('event_key')
          .ignore()
          .returning('event_key')) as unknown[];
        if (inserted.length === 0) return;
        await jobQueue.send(
          ANNOUNCE_JOB,
          { key: key.slice(0, 200), announcement, at: options.startAfter?.getTime() ?? now },
          { startAfter: options.startAfter },
        );
      } catch (error) {
        strapi.log.error(`[discord] announcing ${key} failed: ${error instanceof Error ? error.message : error}`);
      }
    },

    jobs(): JobSpec[] {
      const announce: JobSpec<JobData> = {
        name: ANNOUNCE_JOB,
        policy: 'standard',
        // Discord away: ten attempts, 30 s after the first failure and doubling (about eight hours in all).
        retry: { limit: 10, delaySeconds: 30, backoff: true },
        expireInSeconds: 60,
        concurrency: 2,
        run: post,
      };
      return [announce];
    },
  };
}

export type DiscordAnnouncer = ReturnType<typeof createDiscordAnnouncer>;
