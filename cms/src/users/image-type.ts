import { open } from 'node:fs/promises';
import sharp from 'sharp';

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

const SHARP_FORMATS: Record<AllowedImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

function sniff(head: Buffer): AllowedImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  const ascii = head.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

// The type is decided by the file's bytes, never by its name or the Content-Type the client sent, and
// the image must actually decode: an SVG, an HTML page renamed .png or a truncated file all fail here.
export async function detectImageType(path: string): Promise<AllowedImageType | null> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const type = sniff(head);
  if (!type) return null;
  try {
    const metadata = await sharp(path, { failOn: 'error' }).metadata();
    if (metadata.format !== SHARP_FORMATS[type] || !metadata.width || !metadata.height) return null;
    await sharp(path, { failOn: 'error' }).resize(8, 8).toBuffer();
  } catch {
    return null;
  }
  return type;
}
