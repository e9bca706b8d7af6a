import type { PublicStats } from '../statistics/public-stats';
import { createImageCache } from './image-cache';
import { playerSignatureSvg, type SignatureTheme } from './player-signature';

// A player's signature as SVG and PNG from their public all-time statistics (image-cache.ts: drawn at most every
// SIGNATURE_REFRESH_MS per player and theme, a PNG per distinct SVG); nothing to draw for a Steam ID without games.

const SIGNATURE_REFRESH_MS = 60_000;

export function createPlayerSignatures(stats: PublicStats) {
  const images = createImageCache(SIGNATURE_REFRESH_MS);

  async function draw(steamId: string, theme: SignatureTheme): Promise<string | null> {
    const { stats: player } = await stats.playerStats(steamId, 'all');
    if (player.servers.length === 0) return null;
    const ranked = player.servers
      .filter((entry) => entry.rank !== null)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))[0];
    const history = ranked
      ? player.rankHistory.find((entry) => entry.server.documentId === ranked.server.documentId)
      : null;
    return playerSignatureSvg(
      {
        name: player.name ?? player.servers[0]?.name ?? '',
        bestRank:
          ranked && ranked.rank !== null
            ? {
                rank: ranked.rank,
                rankedPlayers: history?.days[history.days.length - 1]?.rankedPlayers ?? ranked.rank,
                server: ranked.server.name,
              }
            : null,
        kills: player.totals.kills,
        kd: player.totals.kd,
        hsPercentage: player.totals.hsPercentage,
        favouriteWeapon: player.weapons.find((weapon) => weapon.kills > 0)?.weapon ?? null,
      },
      theme,
    );
  }

  return {
    svg: (steamId: string, theme: SignatureTheme) => images.svg(`${steamId}\n${theme}`, () => draw(steamId, theme)),
    png: (steamId: string, theme: SignatureTheme) => images.png(`${steamId}\n${theme}`, () => draw(steamId, theme)),
  };
}
