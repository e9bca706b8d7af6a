import {
  firstReadOf,
  leadPictureOf,
  paths,
  preloadApiClient,
  type RemotePageId,
  startEarlyApiRead,
} from '@cs16ar/shared';
import { afterPageInteractive } from '../../lib/after-page-interactive';
import { loadLandingPage } from '../landing';
import { preloadPicture } from '../page-start';
import { loadRemotePage } from './load-remote-page';
import { remotePageAt, remoteRouteAt } from './remote-routes';

// A remote page starts as a chain: manifest → remoteEntry.js → the page's chunk → the data layer → axios →
// the API call. Everything here shortens that chain or runs it before the visitor asks for the page.

const started = new Set<RemotePageId>();

let markAppModulesRan: () => void = () => undefined;
const appModulesRan = new Promise<void>((resolve) => (markAppModulesRan = resolve));

/**
 * The page's code and the data layer, and the API client unless the page's first read is read without it (the
 * start's early read); each page once per visit. With `codeAfter`, the page's code runs only once it resolves
 * (`appModulesRan`); the data layer and the API client, which create no components, start at once.
 */
export function startRemotePage(
  pageId: RemotePageId,
  { apiClient = true, codeAfter }: { apiClient?: boolean; codeAfter?: Promise<void> } = {},
): void {
  if (started.has(pageId)) return;
  started.add(pageId);
  // A failure is not reported here: the page shows it, with "Reintentar", when the visitor opens it.
  const load = () => void loadRemotePage(pageId).catch(() => undefined);
  if (codeAfter) void codeAfter.then(load);
  else load();
  import('@cs16ar/shared/data').catch(() => undefined);
  if (apiClient) preloadApiClient();
}

/**
 * Starts the page that renders `pathname`, if a remote renders it, with its first read of the API (called by
 * the shell's start: the answer arrives while the page's code does, instead of after it), and, once that answer
 * is here, the picture the page shows first and largest (its Largest Contentful Paint), so it downloads while the
 * page's code does instead of after the page renders.
 */
// The page start (features/page-start/start-page.ts) writes these lines too, on purpose: it runs in its own bundle,
// with its own copy of the shared modules and of the runtime config; a helper shared by both would bring that copy
// (with a config never set) into the shell's code. When the page start has read, the read here is that one.
export function startRemotePageAt(pathname: string, search = ''): void {
  const route = remoteRouteAt(pathname);
  if (!route) return;
  const read = firstReadOf(route.pageId, route.params);
  if (read) {
    void startEarlyApiRead(read.path, read.params).then((answer) => {
      const picture = leadPictureOf(route.pageId, answer, search);
      if (picture) preloadPicture(picture);
    });
  }
  // The first read does not need axios (21 KB): it comes with the page's next call, not before its picture.
  startRemotePage(route.pageId, { apiClient: read === null, codeAfter: appModulesRan });
}

/**
 * Called by the shell's start (index.ts) once the app's own modules have run, before React DOM. The early start
 * runs the page's code only then (its files are already on their way: the page start hinted them):
 * styled-components names each component by the order in which components are created, the build's render created
 * the app's before any remote's, and a remote page run before the app took the names of the app's components. Its
 * styles then joined theirs in the style sheet, ahead of the shared components it extends (the sign-in card lost its
 * padding to the card it extends: the heading 16 px off the place its HTML painted it, issue 27).
 */
export function appModulesHaveRun(): void {
  markAppModulesRan();
}

/** The visitor asked the browser to save data, or the connection is very slow: download only on intent. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The site's own page a link (or an element inside one) leads to, as its path. */
function pathOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname;
}

function pageOfLink(target: EventTarget | null): RemotePageId | null {
  const path = pathOfLink(target);
  return path === null ? null : remotePageAt(path);
}

/** How long a remote page's own first data and pictures have before links in view start other pages. */
const REMOTE_PAGE_HEAD_START_MS = 3000;

/**
 * Gets pages ready before a click: a link about to be used (pointer over it, keyboard focus, a touch) starts its
 * page at once (a remote page's files and code; the landing's modules, already downloaded with the app's). Once
 * the page has loaded and the browser is idle, every link to a remote page that is in view (or comes into view)
 * starts its page too, one page per idle moment, so no long task comes of it (on a remote page a few seconds
 * later, so they do not compete with its own data). Not the landing's in-view links (the logo is on every page):
 * its modules run on intent or when it is opened. Not when the visitor saves data. Returns a function that stops it.
 */
export function prefetchLinkedPages(root: Document = document): () => void {
  const intent = (event: Event) => {
    const path = pathOfLink(event.target);
    if (path === paths.home) void loadLandingPage();
    const pageId = path === null ? null : remotePageAt(path);
    if (pageId) startRemotePage(pageId);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, intent, { passive: true, capture: true });

  let observer: IntersectionObserver | null = null;
  let mutations: MutationObserver | null = null;
  let stopped = false;
  const queue: RemotePageId[] = [];
  const startNext = () => {
    const pageId = queue.shift();
    if (stopped || !pageId) return;
    startRemotePage(pageId);
    if (queue.length) afterPageInteractive(startNext);
  };
  const enqueue = (pageId: RemotePageId) => {
    if (started.has(pageId) || queue.includes(pageId)) return;
    queue.push(pageId);
    if (queue.length === 1) afterPageInteractive(startNext);
  };
  const watchLinksInView = () => {
    if (stopped || typeof IntersectionObserver !== 'function' || savingData()) return;
    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        const pageId = pageOfLink(entry.target);
        if (pageId) enqueue(pageId);
      }
    });
    const watched = new WeakSet<Element>();
    const observeLinks = () =>
      root.querySelectorAll('a[href]').forEach((link) => {
        if (watched.has(link)) return;
        watched.add(link);
        inView.observe(link);
      });
    observeLinks();
    // Links of a page rendered later (a route change) are watched as well.
    mutations = new MutationObserver(observeLinks);
    mutations.observe(root.body, { childList: true, subtree: true });
    observer = inView;
  };
  const onRemotePage = remotePageAt(window.location.pathname) !== null;
  let timer: number | undefined;
  const cancelIdle = afterPageInteractive(() => {
    if (onRemotePage) timer = window.setTimeout(watchLinksInView, REMOTE_PAGE_HEAD_START_MS);
    else watchLinksInView();
  });

  return () => {
    stopped = true;
    cancelIdle();
    window.clearTimeout(timer);
    for (const type of events) root.removeEventListener(type, intent, { capture: true });
    observer?.disconnect();
    mutations?.disconnect();
  };
}
