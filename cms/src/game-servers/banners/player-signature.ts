import { svgText } from './banner-text';

// A player's signature for forums (issue 46): 468×100, the name they last played under, their best place in a
// server's all-time ranking, kills, K/D, headshots and favourite weapon, in a dark or a light theme. Only what the
// public statistics show (no Steam ID, no account, no address).

export const SIGNATURE_THEMES = ['dark', 'light'] as const;
export type SignatureTheme = (typeof SIGNATURE_THEMES)[number];

export type SignaturePlayer = {
  name: string;
  // The best place of all servers, with the server; null before any ranking.
  bestRank: { rank: number; rankedPlayers: number; server: string } | null;
  kills: number;
  kd: number;
  hsPercentage: number;
  favouriteWeapon: string | null;
};

export const SIGNATURE_WIDTH = 468;
export const SIGNATURE_HEIGHT = 100;

const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif, 'Noto Color Emoji'";
const COLORS: Record<SignatureTheme, { background: string; border: string; text: string; muted: string }> = {
  dark: { background: '#12141a', border: '#2c313c', text: '#f4f5f7', muted: '#aab0bc' },
  light: { background: '#f7f7f9', border: '#d6d9e0', text: '#15171c', muted: '#4b5260' },
};
const ACCENT = '#ff8a1f';

const count = (value: number) => value.toLocaleString('es-AR');
const decimal = (value: number, digits: number) =>
  value.toLocaleString('es-AR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function playerSignatureSvg(player: SignaturePlayer, theme: SignatureTheme): string {
  const colors = COLORS[theme];
  const place = player.bestRank
    ? `Puesto ${count(player.bestRank.rank)} de ${count(player.bestRank.rankedPlayers)} en ${player.bestRank.server}`
    : 'Todavía sin ranking';
  const figures = `${count(player.kills)} kills · K/D ${decimal(player.kd, 2)} · ${decimal(player.hsPercentage, 1)} % HS`;
  const weapon = player.favouriteWeapon ? `Arma favorita: ${player.favouriteWeapon.toUpperCase()}` : '';
  const text = (y: number, size: number, fill: string, value: string, max: number, weight = 400) =>
    `<text x="18" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${svgText(value, max)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIGNATURE_WIDTH}" height="${SIGNATURE_HEIGHT}" viewBox="0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}">`,
    `<rect x="0.5" y="0.5" width="${SIGNATURE_WIDTH - 1}" height="${SIGNATURE_HEIGHT - 1}" rx="8" fill="${colors.background}" stroke="${colors.border}"/>`,
    `<rect x="0" y="0" width="6" height="${SIGNATURE_HEIGHT}" rx="3" fill="${ACCENT}"/>`,
    text(30, 18, colors.text, player.name, 30, 700),
    text(52, 12, ACCENT, place, 60),
    text(72, 12, colors.muted, figures, 60),
    weapon ? text(90, 11, colors.muted, weapon, 60) : '',
    `<text x="${SIGNATURE_WIDTH - 14}" y="${SIGNATURE_HEIGHT - 10}" text-anchor="end" font-family="${FONT}" font-size="9" font-weight="700" fill="${colors.muted}">CS 1.6 ARGENTINA</text>`,
    '</svg>',
  ].join('');
}
