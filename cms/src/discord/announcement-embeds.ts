// What the community's Discord channels are told (issue 45), as Discord embeds in Spanish. Only public facts travel:
// a player's public name, a ban's reason as the ban page shows it, a server's name; never an email, an IP address or a
// staff note. Every text from outside (a ban reason, a nickname, a news title) is escaped for Discord's markdown and
// cut to Discord's limits, and the message allows no mentions at all (`allowed_mentions.parse: []`), so a reason
// holding `@everyone` pings nobody.

export type Announcement =
  | {
      kind: 'ban';
      ban: { documentId: string; playerName: string | null; reason: string | null; minutes: number | null };
    }
  | { kind: 'ban-lifted'; ban: { documentId: string; playerName: string | null; liftedBy: string | null } }
  | { kind: 'appeal'; appeal: { documentId: string; banDocumentId: string; playerName: string | null } }
  | { kind: 'news'; post: { slug: string; title: string; coverUrl: string | null } }
  | { kind: 'server-down'; server: { documentId: string; name: string; downSince: number } }
  | { kind: 'server-up'; server: { documentId: string; name: string; downSince: number; upAt: number } }
  | { kind: 'membership-new'; member: { name: string; plan: string } }
  | { kind: 'membership-failed-charge'; member: { name: string; plan: string } }
  | { kind: 'role-by-hand'; member: { name: string; account: string | null }; role: 'premium' | 'admin' | 'staff' };

export type AnnouncementKind = Announcement['kind'];

/** Each kind goes to the channel of its webhook (the environment names them, docs/production.md "Discord"). */
export const CHANNEL_OF: Record<AnnouncementKind, WebhookChannel> = {
  ban: 'bans',
  'ban-lifted': 'bans',
  appeal: 'appeals',
  news: 'news',
  'server-down': 'servers',
  'server-up': 'servers',
  'membership-new': 'memberships',
  'membership-failed-charge': 'memberships',
  'role-by-hand': 'memberships',
};
export const WEBHOOK_CHANNELS = ['bans', 'appeals', 'news', 'servers', 'memberships'] as const;
export type WebhookChannel = (typeof WEBHOOK_CHANNELS)[number];

export type DiscordEmbed = {
  title: string;
  url: string;
  description?: string;
  color: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  image?: { url: string };
  timestamp: string;
};

export type WebhookMessage = {
  username: string;
  embeds: DiscordEmbed[];
  allowed_mentions: { parse: never[] };
};

const COLORS = { danger: 0xd9534f, success: 0x3fb950, info: 0xff8a1f, neutral: 0x8b949e };

// Discord's markdown characters (a heading, quote or list only at the start of a line) and the starts of mentions,
// escaped so they read as typed.
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\*_~`|[\]()]/g, (char) => `\\${char}`)
    .replace(/^(\s*)([#>-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\./gm, '$1\\.')
    .replace(/@/g, '@\u200b')
    .replace(/<(?=[@#:&!]|a:|t:)/g, '<\u200b');
}

// Printable text only (no control or format characters), escaped, cut at `max` characters (an ellipsis if cut).
function clean(text: string | null | undefined, max: number, fallback = '—'): string {
  const printable = Array.from(
    (text ?? '')
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (printable.length === 0) return fallback;
  const cut = printable.length > max ? `${printable.slice(0, max - 1).join('')}…` : printable.join('');
  const escaped = escapeMarkdown(cut);
  // Escaping adds characters: cut again so the field still fits.
  return escaped.length > max * 2 ? `${escaped.slice(0, max * 2 - 1)}…` : escaped;
}

function duration(minutes: number | null): string {
  if (minutes === null || minutes <= 0) return 'Permanente';
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 día' : `${minutes / 1440} días`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

const minutesBetween = (from: number, to: number) => {
  const minutes = Math.max(1, Math.round((to - from) / 60000));
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
};

const PLAN_NAMES: Record<string, string> = { premium: 'Premium', admin: 'Admin' };
const ROLE_NAMES = { premium: 'Premium', admin: 'Admin', staff: 'Staff' } as const;

/** The message for one announcement; `site` is the site's address (links), `at` when it happened. */
export function webhookMessage(announcement: Announcement, site: string, at: number): WebhookMessage {
  const timestamp = new Date(at).toISOString();
  const embed = ((): DiscordEmbed => {
    switch (announcement.kind) {
      case 'ban':
        return {
          title: `Baneo en toda la comunidad: ${clean(announcement.ban.playerName, 64, 'jugador sin nombre')}`,
          url: `${site}/baneos/${encodeURIComponent(announcement.ban.documentId)}`,
          color: COLORS.danger,
          fields: [
            { name: 'Motivo', value: clean(announcement.ban.reason, 500, 'Sin motivo escrito') },
            { name: 'Duración', value: duration(announcement.ban.minutes), inline: true },
          ],
          timestamp,
        };
      case 'ban-lifted':
        return {
          title: `Baneo levantado: ${clean(announcement.ban.playerName, 64, 'jugador sin nombre')}`,
          url: `${site}/baneos/${encodeURIComponent(announcement.ban.documentId)}`,
          description: announcement.ban.liftedBy
            ? `Lo levantó ${clean(announcement.ban.liftedBy, 64)}. Vuelve a poder entrar a todos los servidores.`
            : 'Vuelve a poder entrar a todos los servidores.',
          color: COLORS.success,
          timestamp,
        };
      case 'appeal':
        return {
          title: `Nuevo descargo de ${clean(announcement.appeal.playerName, 64, 'un jugador')}`,
          url: `${site}/admin/descargos/${encodeURIComponent(announcement.appeal.documentId)}`,
          description: `Sobre [su baneo](${site}/baneos/${encodeURIComponent(announcement.appeal.banDocumentId)}). Lo revisa el staff desde el sitio.`,
          color: COLORS.info,
          timestamp,
        };
      case 'news':
        return {
          title: clean(announcement.post.title, 200),
          url: `${site}/comunidad/novedades/${encodeURIComponent(announcement.post.slug)}`,
          description: 'Nueva novedad en el sitio de la comunidad.',
          color: COLORS.info,
          ...(announcement.post.coverUrl ? { image: { url: announcement.post.coverUrl } } : {}),
          timestamp,
        };
      case 'server-down':
        return {
          title: `${clean(announcement.server.name, 100)} no responde`,
          url: `${site}/servidores/${encodeURIComponent(announcement.server.documentId)}`,
          description: `Sin respuesta desde hace ${minutesBetween(announcement.server.downSince, at)}.`,
          color: COLORS.danger,
          timestamp,
        };
      case 'server-up':
        return {
          title: `${clean(announcement.server.name, 100)} volvió`,
          url: `${site}/servidores/${encodeURIComponent(announcement.server.documentId)}`,
          description: `Estuvo sin responder ${minutesBetween(announcement.server.downSince, announcement.server.upAt)}.`,
          color: COLORS.success,
          timestamp,
        };
      case 'membership-new':
        return {
          title: `Nuevo socio ${PLAN_NAMES[announcement.member.plan] ?? 'de la comunidad'}: ${clean(announcement.member.name, 64)}`,
          url: `${site}/admin`,
          color: COLORS.success,
          timestamp,
        };
      case 'membership-failed-charge':
        return {
          title: `Cobro rechazado: ${clean(announcement.member.name, 64)}`,
          url: `${site}/admin`,
          description: `El cobro mensual de su membresía ${PLAN_NAMES[announcement.member.plan] ?? ''} fue rechazado: tiene unos días de gracia.`,
          color: COLORS.danger,
          timestamp,
        };
      case 'role-by-hand':
        return {
          title: `Rol ${ROLE_NAMES[announcement.role]} dado a mano: ${clean(announcement.member.name, 64)}`,
          url: `${site}/admin`,
          description:
            `Tiene el rol ${ROLE_NAMES[announcement.role]} en Discord sin que el sitio se lo haya dado y sin lo que lo da ` +
            '(membresía activa o staff). No se lo sacamos: revisalo a mano.',
          color: COLORS.neutral,
          fields: [
            {
              name: 'Cuenta del sitio',
              value: announcement.member.account ? clean(announcement.member.account, 64) : 'Sin vincular',
            },
          ],
          timestamp,
        };
    }
  })();
  return { username: 'CS 16 Argentina', embeds: [embed], allowed_mentions: { parse: [] } };
}
