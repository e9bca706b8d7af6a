/**
 * Just enough of YouTube's iframe postMessage protocol to know when the background video plays or ends,
 * without loading YouTube's API script (one request and ~100 KB less before the video is even wanted).
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const PLAYER_ORIGINS = new Set([YOUTUBE_EMBED_ORIGIN, 'https://www.youtube.com']);

/** A muted, chrome-less, looping autoplay embed; `origin` lets the player post its state back to us. */
export function youtubeEmbedUrl(videoId: string, origin: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    loop: '1',
    // YouTube only loops a single video when it is also its own playlist.
    playlist: videoId,
    controls: '0',
    disablekb: '1',
    fs: '0',
    iv_load_policy: '3',
    playsinline: '1',
    rel: '0',
    enablejsapi: '1',
    origin,
  });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

export type PlayerEvent = 'playing' | 'ended' | 'error';

const PLAYING = 1;
const ENDED = 0;

/** What a message from the player says, or null for anything else (other frames, other events). */
export function readPlayerMessage(origin: string, data: unknown): PlayerEvent | null {
  if (!PLAYER_ORIGINS.has(origin) || typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || !('event' in message)) return null;
  const { event, info } = message as { event: unknown; info?: unknown };
  if (event === 'onError') return 'error';
  const state =
    event === 'onStateChange'
      ? info
      : event === 'infoDelivery' && typeof info === 'object' && info !== null && 'playerState' in info
        ? (info as { playerState: unknown }).playerState
        : undefined;
  if (state === PLAYING) return 'playing';
  if (state === ENDED) return 'ended';
  return null;
}

/** Asks the player to report its state changes to this window. */
export const LISTEN_MESSAGE = JSON.stringify({ event: 'listening', id: 'hero-video', channel: 'widget' });

export function commandMessage(func: 'playVideo' | 'seekTo', args: unknown[] = []): string {
  return JSON.stringify({ event: 'command', func, args, id: 'hero-video', channel: 'widget' });
}
