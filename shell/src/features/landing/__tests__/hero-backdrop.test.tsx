import { act, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@cs16ar/shared';
import { HeroBackdrop, type HeroVideo } from '../components/hero-backdrop';
import { VIDEO_READY_DELAY_MS, VIDEO_START_TIMEOUT_MS } from '../lib/landing-constants';
import { removeMatchMedia, stubReducedMotion } from './match-media-stub';

const video: HeroVideo = { provider: 'youtube', videoId: 'abc123XYZ_-' };

function renderBackdrop(config: HeroVideo = video) {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <HeroBackdrop video={config} />
    </ThemeProvider>,
  );
  const layer = container.firstElementChild as HTMLElement;
  return { layer, frame: () => layer.querySelector('iframe') };
}

/** What the YouTube player posts to the page, as the browser delivers it. */
function playerSays(frame: HTMLIFrameElement, message: object, origin = 'https://www.youtube-nocookie.com') {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify(message), origin, source: frame.contentWindow }),
    );
  });
}

/** The page has loaded and the browser is idle: the video may be added. */
function pageBecomesIdle() {
  act(() => jest.advanceTimersByTime(1000));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  removeMatchMedia();
});

describe('hero background', () => {
  it('is the poster alone when no video is configured', () => {
    const { layer, frame } = renderBackdrop(null);
    pageBecomesIdle();

    expect(layer.querySelector('svg')).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(layer).toHaveAttribute('data-video-state', 'poster');
  });

  it('adds the muted looping video only once the page is idle, invisible until it has played for 0.5 s', () => {
    const { layer, frame } = renderBackdrop();
    expect(frame()).toBeNull();

    pageBecomesIdle();
    const iframe = frame()!;
    const src = new URL(iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ_-');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'abc123XYZ_-',
      controls: '0',
      playsinline: '1',
    });
    expect(layer).toHaveAttribute('data-video-state', 'loading');
    expect(layer.querySelector('svg')).toBeInTheDocument();

    playerSays(iframe, { event: 'infoDelivery', info: { playerState: 3 } });
    playerSays(iframe, { event: 'onStateChange', info: 1 });
    act(() => jest.advanceTimersByTime(VIDEO_READY_DELAY_MS - 1));
    expect(layer).toHaveAttribute('data-video-state', 'loading');
    act(() => jest.advanceTimersByTime(1));
    expect(layer).toHaveAttribute('data-video-state', 'ready');
  });

  it('sizes the video to cover the hero at 16:9 ×1.3, first 500 ms after adding it, then on every resize', () => {
    const { layer, frame } = renderBackdrop();
    Object.defineProperty(layer, 'clientWidth', { configurable: true, value: 1440 });
    Object.defineProperty(layer, 'clientHeight', { configurable: true, value: 836 });
    pageBecomesIdle();
    expect(frame()!.style.width).toBe('');

    act(() => jest.advanceTimersByTime(500));
    // 836 px high needs 1486.2 px at 16:9, wider than the 1440 px box; ×1.3.
    expect(frame()!.style.width).toBe(`${Math.ceil(((836 * 16) / 9) * 1.3)}px`);
    expect(frame()!.style.height).toBe(`${Math.ceil(836 * 1.3)}px`);

    Object.defineProperty(layer, 'clientWidth', { configurable: true, value: 390 });
    Object.defineProperty(layer, 'clientHeight', { configurable: true, value: 716 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(20);
    });
    expect(frame()!.style.height).toBe(`${Math.ceil(716 * 1.3)}px`);
  });

  it('restarts the video when it ends', () => {
    const { frame } = renderBackdrop();
    pageBecomesIdle();
    const iframe = frame()!;
    const posted = jest.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => {});

    playerSays(iframe, { event: 'onStateChange', info: 0 });

    const commands = posted.mock.calls.map(([message]) => JSON.parse(message as string) as { func?: string });
    expect(commands.map((command) => command.func)).toEqual(['seekTo', 'playVideo']);
  });

  it('ignores messages from other frames and other origins', () => {
    const { layer, frame } = renderBackdrop();
    pageBecomesIdle();
    const iframe = frame()!;

    playerSays(iframe, { event: 'onStateChange', info: 1 }, 'https://evil.example');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'onStateChange', info: 1 }),
          origin: 'https://www.youtube-nocookie.com',
          source: window,
        }),
      );
    });
    act(() => jest.advanceTimersByTime(VIDEO_READY_DELAY_MS));
    expect(layer).toHaveAttribute('data-video-state', 'loading');
  });

  it('keeps the poster and only tells the console when the provider cannot be reached', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { layer } = renderBackdrop();
    pageBecomesIdle();

    act(() => jest.advanceTimersByTime(VIDEO_START_TIMEOUT_MS));

    expect(layer).toHaveAttribute('data-video-state', 'loading');
    expect(layer.querySelector('svg')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not start'));
  });

  it('shows the poster only to visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    const { frame } = renderBackdrop();
    pageBecomesIdle();

    expect(frame()).toBeNull();
  });
});
