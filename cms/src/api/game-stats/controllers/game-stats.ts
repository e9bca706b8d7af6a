import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { KoaContext } from '../../../http/content-api';
import { PERIODS, type Period } from '../../../game-servers/statistics/stats-queries';
import { canonicalPlayerId } from '../../../game-servers/game-log/steam-id';
import { STEAM_ID_FORMAT } from '../../../users/validation';
import { DOCUMENT_ID } from '../../../community/document-id';
import { gameServers } from '../../../game-servers';
import type { ServerTable } from '../../../game-servers/statistics/public-stats';
import { SIGNATURE_THEMES, type SignatureTheme } from '../../../game-servers/banners/player-signature';
import { answerImage } from '../../../http/image-answer';

// A profile's address is its account's documentId (Strapi's, letters and digits, starting with a letter):
// a number is never one, so /profiles/1, /2… are "not found" (issue 23).
const PROFILE_ID = /^[a-z][a-z0-9]{0,63}$/;
const SERVER_NOT_FOUND = 'Servidor no encontrado.';
const PLAYER_NOT_FOUND = 'Jugador no encontrado.';

// `period` is the one query parameter (any other is refused before the controller runs, with every
// public read's: src/http/public-reads.ts).
function periodOf(ctx: KoaContext, fallback: Period): Period {
  const { period } = ctx.query as Record<string, unknown>;
  if (period === undefined) return fallback;
  if (typeof period !== 'string' || !(PERIODS as readonly string[]).includes(period)) {
    throw new errors.ValidationError(
      'El período tiene que ser 30d (últimos 30 días), season (este mes) o all (siempre).',
    );
  }
  return period as Period;
}

// The answers (cms/src/game-servers/README.md): what src/game-servers/statistics reads, as `data`, and the period it
// counts as `meta`.
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const stats = () => gameServers(strapi).stats;

  // A server's weapons or maps for `period` (30 days by default): the rows as `data`, what they cover as `meta`.
  async function serverTable<Row>(
    ctx: KoaContext,
    read: (documentId: string, period: Period) => Promise<ServerTable<Row> | null>,
  ) {
    const period = periodOf(ctx, '30d');
    const documentId = String(ctx.params.documentId ?? '');
    const found = DOCUMENT_ID.test(documentId) ? await read(documentId, period) : null;
    if (!found) throw new errors.NotFoundError(SERVER_NOT_FOUND);
    ctx.body = {
      data: found.rows,
      meta: { server: found.server, period, from: found.from, updatedAt: found.updatedAt },
    };
  }

  // A player's signature: the Steam ID as every player read takes it, the theme from `?theme=` (dark by default).
  async function signature(ctx: KoaContext, type: string, format: 'svg' | 'png') {
    const { theme = 'dark', ...others } = ctx.query as Record<string, unknown>;
    if (Object.keys(others).length > 0)
      throw new errors.ValidationError(`Parámetro de consulta no válido: ${Object.keys(others)[0]}.`);
    if (typeof theme !== 'string' || !(SIGNATURE_THEMES as readonly string[]).includes(theme)) {
      throw new errors.ValidationError('El tema tiene que ser dark (oscuro) o light (claro).');
    }
    const steamId = canonicalPlayerId(String(ctx.params.steamId ?? '').slice(0, 40));
    if (!steamId) throw new errors.ValidationError(STEAM_ID_FORMAT);
    const images = gameServers(strapi).signatures;
    const found = await images[format](steamId, theme as SignatureTheme);
    answerImage(ctx, type, found, PLAYER_NOT_FOUND);
  }

  return {
    signatureSvg: (ctx: KoaContext) => signature(ctx, 'image/svg+xml', 'svg'),

    signaturePng: (ctx: KoaContext) => signature(ctx, 'image/png', 'png'),

    async topPlayers(ctx: KoaContext) {
      const period = periodOf(ctx, '30d');
      const documentId = String(ctx.params.documentId ?? '');
      const top = DOCUMENT_ID.test(documentId) ? await stats().topPlayers(documentId, period) : null;
      if (!top) throw new errors.NotFoundError(SERVER_NOT_FOUND);
      ctx.body = {
        data: top.players,
        meta: {
          server: top.server,
          period,
          from: top.from,
          updatedAt: top.updatedAt,
          rankedPlayers: top.rankedPlayers,
          minPlayers: top.minPlayers,
        },
      };
    },

    serverWeapons: (ctx: KoaContext) => serverTable(ctx, stats().serverWeapons),

    serverMaps: (ctx: KoaContext) => serverTable(ctx, stats().serverMaps),

    async serverAwards(ctx: KoaContext) {
      const documentId = String(ctx.params.documentId ?? '');
      const found = DOCUMENT_ID.test(documentId) ? await stats().serverAwards(documentId) : null;
      if (!found) throw new errors.NotFoundError(SERVER_NOT_FOUND);
      ctx.body = { data: found.days, meta: { server: found.server, rules: found.rules } };
    },

    async playerStats(ctx: KoaContext) {
      const period = periodOf(ctx, 'all');
      const steamId = canonicalPlayerId(String(ctx.params.steamId ?? '').slice(0, 40));
      if (!steamId) throw new errors.ValidationError(STEAM_ID_FORMAT);
      const { stats: data, from } = await stats().playerStats(steamId, period);
      ctx.body = { data, meta: { period, from } };
    },

    async profile(ctx: KoaContext) {
      const period = periodOf(ctx, 'all');
      const profileId = String(ctx.params.profileId ?? '');
      const found = PROFILE_ID.test(profileId) ? await stats().profile(profileId, period) : null;
      if (!found) throw new errors.NotFoundError(PLAYER_NOT_FOUND);
      ctx.body = { data: found.profile, meta: { period, from: found.from } };
    },
  };
};
