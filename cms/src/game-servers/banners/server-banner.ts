import { svgText } from './banner-text';

// A server's banner (issue 46): 468×60, the classic forum banner, drawn as SVG from the live status and the last
// 24 hours of players. The same SVG is rendered to PNG (banner-images.ts) for forums that take no SVG.

export type BannerServer = {
  name: string;
  online: boolean;
  map: string | null;
  players: number;
  maxPlayers: number;
  address: string;
  // The average players of each bucket of the last 24 hours, oldest first; null where the server did not answer.
  lastDay: (number | null)[];
};

export const BANNER_WIDTH = 468;
export const BANNER_HEIGHT = 60;

const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif, 'Noto Color Emoji'";
const SPARK = { x: 340, y: 10, width: 116, height: 40 };

/** The players line as SVG path data: one stroke per stretch the server answered. */
function sparklinePath(values: (number | null)[], maxPlayers: number): string {
  const top = Math.max(1, maxPlayers, ...values.map((value) => value ?? 0));
  const step = values.length > 1 ? SPARK.width / (values.length - 1) : 0;
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const x = (SPARK.x + index * step).toFixed(1);
    const y = (SPARK.y + SPARK.height - (Math.min(value, top) / top) * SPARK.height).toFixed(1);
    path += `${drawing ? 'L' : 'M'}${x} ${y}`;
    // A stretch of one poll (a server just started, or back for five minutes) is a dot: the round cap of a tiny step.
    if (!drawing && (values[index + 1] ?? null) === null) path += 'h0.1';
    drawing = true;
  });
  return path;
}

export function serverBannerSvg(server: BannerServer): string {
  const status = server.online
    ? `${server.map ? `${server.map} · ` : ''}${server.players}/${server.maxPlayers} jugadores`
    : 'Fuera de línea';
  const line = sparklinePath(server.lastDay, server.maxPlayers);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">`,
    `<rect x="0.5" y="0.5" width="${BANNER_WIDTH - 1}" height="${BANNER_HEIGHT - 1}" rx="6" fill="#12141a" stroke="#2c313c"/>`,
    `<circle cx="16" cy="20" r="5" fill="${server.online ? '#3ecf6e' : '#6b7280'}"/>`,
    `<text x="28" y="25" font-family="${FONT}" font-size="15" font-weight="700" fill="#f4f5f7">${svgText(server.name, 34)}</text>`,
    `<text x="28" y="44" font-family="${FONT}" font-size="12" fill="#aab0bc">${svgText(status, 40)}</text>`,
    `<text x="28" y="56" font-family="${FONT}" font-size="9" fill="#ff8a1f">${svgText(server.address, 40)}</text>`,
    `<rect x="${SPARK.x - 4}" y="${SPARK.y - 4}" width="${SPARK.width + 8}" height="${SPARK.height + 8}" rx="4" fill="#1a1d25"/>`,
    line
      ? `<path d="${line}" fill="none" stroke="#ff8a1f" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round"/>`
      : '',
    `<text x="${SPARK.x - 8}" y="${SPARK.y + SPARK.height + 2}" text-anchor="end" font-family="${FONT}" font-size="8" fill="#6b7280">24 h</text>`,
    '</svg>',
  ].join('');
}
