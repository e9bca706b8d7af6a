import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// Cover photos are drawn locally (no network): a gradient in the server's colours with a crosshair and
// a few shapes that differ per server. 1200 px wide so the upload plugin derives every format
// (thumbnail, small, medium, large).
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 675;

function shapes(seed: number, accent: string): string {
  const items: string[] = [];
  let state = seed * 9301 + 49297;
  const next = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  for (let i = 0; i < 7; i += 1) {
    const x = Math.round(next() * PHOTO_WIDTH);
    const y = Math.round(next() * PHOTO_HEIGHT);
    const size = Math.round(60 + next() * 220);
    items.push(
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${accent}" opacity="${(0.05 + next() * 0.12).toFixed(2)}" transform="rotate(${Math.round(next() * 90)} ${x} ${y})"/>`,
    );
  }
  return items.join('');
}

export function serverPhotoSvg(index: number, colors: readonly [string, string]): string {
  const [light, dark] = colors;
  const cx = 820 + (index % 5) * 40;
  const cy = 300 + (index % 3) * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${shapes(index + 1, '#ffffff')}
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <g stroke="#ffffff" stroke-opacity="0.85" fill="none" stroke-width="6">
    <circle cx="${cx}" cy="${cy}" r="120"/>
    <circle cx="${cx}" cy="${cy}" r="12" fill="#ffffff"/>
    <line x1="${cx - 170}" y1="${cy}" x2="${cx - 40}" y2="${cy}"/>
    <line x1="${cx + 40}" y1="${cy}" x2="${cx + 170}" y2="${cy}"/>
    <line x1="${cx}" y1="${cy - 170}" x2="${cx}" y2="${cy - 40}"/>
    <line x1="${cx}" y1="${cy + 40}" x2="${cx}" y2="${cy + 170}"/>
  </g>
  <rect y="${PHOTO_HEIGHT - 140}" width="100%" height="140" fill="#000000" opacity="0.35"/>
</svg>`;
}

export type GeneratedPhoto = { filepath: string; size: number; cleanup: () => Promise<void> };

export async function generateServerPhoto(index: number, colors: readonly [string, string]): Promise<GeneratedPhoto> {
  const jpeg = await sharp(Buffer.from(serverPhotoSvg(index, colors)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const directory = await mkdtemp(path.join(tmpdir(), 'cs16-photo-'));
  const filepath = path.join(directory, `servidor-${index + 1}.jpg`);
  await writeFile(filepath, jpeg);
  return { filepath, size: jpeg.length, cleanup: () => rm(directory, { recursive: true, force: true }) };
}
