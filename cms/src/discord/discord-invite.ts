import { LRUCache } from 'lru-cache';
import type { DiscordInviteView } from '@cs16ar/contracts';
import { intFromEnv } from '../env/int-from-env';
import { callDiscord } from './discord-client';
import { discordUrl, inviteCodeOf } from './discord-settings';

// The community's invite for /discord (issue 45): DISCORD_INVITE_URL (https://discord.gg/<code>), with the member and
// online counts of Discord's public Get Invite answer (`with_counts`, no token). Asked at most once per
// DISCORD_INVITE_CACHE_MS (five minutes) per instance, whatever the visitors; while Discord does not answer the last
// counts stay, or none are shown (the invite still is).

// After a failed ask, the next one waits this long, or the cache's lifetime if shorter (visitors never make the CMS
// insist).
const AFTER_FAILURE_MS = 60_000;

type Counts = Omit<DiscordInviteView, 'url'>;

const NO_COUNTS: Counts = { guildName: null, members: null, online: null };

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

// What Discord answered, read as hostile: a name of printable text, counts that are whole and not negative.
export function countsOf(body: unknown): Counts {
  const invite = (body ?? {}) as {
    guild?: { name?: unknown };
    approximate_member_count?: unknown;
    approximate_presence_count?: unknown;
  };
  const name =
    typeof invite.guild?.name === 'string'
      ? invite.guild.name
          .replace(/[\p{C}]/gu, '')
          .trim()
          .slice(0, 100)
      : '';
  return {
    guildName: name || null,
    members: count(invite.approximate_member_count),
    online: count(invite.approximate_presence_count),
  };
}

export function createDiscordInvite({ warn }: { warn: (text: string) => void }) {
  const ttl = intFromEnv('DISCORD_INVITE_CACHE_MS', 5 * 60_000, 1000);
  const counts = new LRUCache<string, Counts>({
    max: 4,
    ttl,
    fetchMethod: async (code, stale, { options }) => {
      try {
        const url = `${discordUrl()}/api/v10/invites/${encodeURIComponent(code)}?with_counts=true`;
        return countsOf(await callDiscord(url, { method: 'GET', path: '/invites/…' }));
      } catch (error) {
        warn(`[discord] the invite's counts: ${error instanceof Error ? error.message : String(error)}`);
        options.ttl = Math.min(AFTER_FAILURE_MS, ttl);
        return stale ?? NO_COUNTS;
      }
    },
  });

  return {
    /** The invite and its counts, or null when this site names no invite. */
    async view(): Promise<DiscordInviteView | null> {
      const code = inviteCodeOf(process.env.DISCORD_INVITE_URL);
      if (!code) return null;
      return { url: `https://discord.gg/${code}`, ...((await counts.fetch(code)) ?? NO_COUNTS) };
    },
  };
}
