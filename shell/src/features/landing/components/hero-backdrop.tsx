import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RuntimeConfig } from '@cs16ar/shared';
import { VIDEO_READY_DELAY_MS, VIDEO_START_TIMEOUT_MS } from '../lib/landing-constants';
import { useCoverSize } from '../hooks/use-cover-size';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { afterPageInteractive } from '../../../lib/after-page-interactive';
import { commandMessage, LISTEN_MESSAGE, readPlayerMessage, youtubeEmbedUrl } from '../lib/youtube-player';
import { HeroPoster } from './hero-poster';

export type HeroVideo = RuntimeConfig['heroVideo'];

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: #1a1220;
  pointer-events: none;
  /* Its own layer, painted once: nothing else on the page makes the drawn poster paint again. */
  contain: strict;
  will-change: transform;

  svg {
    display: block;
    max-width: none;
  }
`;

const Frame = styled.iframe<{ $ready: boolean }>`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 100%;
  height: 100%;
  border: 0;
  transform: translate(-50%, -50%);
  opacity: ${({ $ready }) => ($ready ? 1 : 0)};
  transition: opacity 800ms ease;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  background:
    radial-gradient(ellipse at 50% 50%, rgba(10, 13, 19, 0) 35%, rgba(10, 13, 19, 0.55) 100%),
    linear-gradient(
      180deg,
      rgba(10, 13, 19, 0.6) 0%,
      rgba(10, 13, 19, 0.32) 40%,
      rgba(10, 13, 19, 0.42) 75%,
      #0a0d13 100%
    );
`;

/** Save-Data visitors get the poster only: the video is decoration. */
function wantsLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The hero's background: the poster at once, then (if a video is configured, and the visitor has not asked
 * for less motion or data) the provider's muted looping player, added only once the page is loaded and
 * idle, kept invisible until it has played for a moment. If the provider never answers, the poster simply
 * stays; failures are reported to the console only (docs/product.md §8).
 */
export function HeroBackdrop({ video }: { video: HeroVideo }) {
  const reducedMotion = usePrefersReducedMotion();
  const wantsVideo = video !== null && !reducedMotion && !wantsLessData();
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const showVideo = mounted && wantsVideo;
  const size = useCoverSize(layer, showVideo);

  useEffect(() => {
    if (!wantsVideo) return;
    return afterPageInteractive(() => setMounted(true));
  }, [wantsVideo]);

  useEffect(() => {
    const iframe = frame.current;
    if (!showVideo || !iframe) return;
    // The messages carry nothing private, and '*' avoids console errors while the frame still shows
    // the browser's own error page (provider unreachable).
    const post = (message: string) => iframe.contentWindow?.postMessage(message, '*');
    let heardFromPlayer = false;
    let readyTimer: number | undefined;
    let listenTimer: number | undefined;

    const startListening = () => {
      // The player only reports to a page that said it is listening; repeat until it answers.
      window.clearInterval(listenTimer);
      post(LISTEN_MESSAGE);
      listenTimer = window.setInterval(() => {
        if (heardFromPlayer) window.clearInterval(listenTimer);
        else post(LISTEN_MESSAGE);
      }, 250);
    };
    const startTimeout = window.setTimeout(() => {
      window.clearInterval(listenTimer);
      console.warn('[landing] The hero video did not start; the poster stays.');
    }, VIDEO_START_TIMEOUT_MS);

    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return;
      const playerEvent = readPlayerMessage(event.origin, event.data);
      if (playerEvent === null) return;
      heardFromPlayer = true;
      if (playerEvent === 'playing') {
        window.clearTimeout(startTimeout);
        readyTimer ??= window.setTimeout(() => setReady(true), VIDEO_READY_DELAY_MS);
      } else if (playerEvent === 'ended') {
        post(commandMessage('seekTo', [0, true]));
        post(commandMessage('playVideo'));
      } else {
        window.clearTimeout(startTimeout);
        console.warn('[landing] The hero video reported an error; the poster stays.', event.data);
      }
    };

    iframe.addEventListener('load', startListening);
    window.addEventListener('message', onMessage);
    return () => {
      iframe.removeEventListener('load', startListening);
      window.removeEventListener('message', onMessage);
      window.clearTimeout(startTimeout);
      window.clearTimeout(readyTimer);
      window.clearInterval(listenTimer);
    };
  }, [showVideo]);

  return (
    <Layer ref={layer} aria-hidden="true" data-video-state={showVideo ? (ready ? 'ready' : 'loading') : 'poster'}>
      <HeroPoster />
      {showVideo && video ? (
        <Frame
          ref={frame}
          src={youtubeEmbedUrl(video.videoId, window.location.origin)}
          title="Video de fondo"
          tabIndex={-1}
          allow="autoplay; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          $ready={ready}
          style={size ? { width: size.width, height: size.height } : undefined}
        />
      ) : null}
      <Overlay />
    </Layer>
  );
}
