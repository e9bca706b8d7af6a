// The page's start (page-start.js) and the shell's start (main.js) are two scripts. The shell's start waits until
// the page's start has sent its first requests: run in between, the page's start ran its next step inside the
// tasks that evaluate the shell's code, and Lighthouse's simulation then counted its requests (the page's first
// read, its remote's manifest) as waiting for that code to download, a second later (issue 27).

const SIGNAL = Symbol.for('cs16ar.pageStart');

/** The attribute the HTML's `<script>` of the page's start carries (shared/build/startup-files-plugin.mjs). */
export const PAGE_START_ATTRIBUTE = 'data-page-start';

/** How long the shell's start waits at most: the runtime config, which it would wait for anyway, is the step. */
const PAGE_START_WAIT_MS = 1_000;

type Holder = typeof globalThis & { [SIGNAL]?: Promise<unknown> };

/**
 * Called by the page's start: `sent` settles once its first requests are sent. The shell's start goes on in a
 * task after that one: continued in the same task, its first downloads and the page start's requests were one
 * piece of work to Lighthouse, whose simulation then had the page's requests wait for main.js.
 */
export function announcePageStart(sent: Promise<unknown>): void {
  (globalThis as Holder)[SIGNAL] = sent
    .catch(() => undefined)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function announced(): Promise<unknown> | undefined {
  return (globalThis as Holder)[SIGNAL];
}

/**
 * Settles once the page's start has sent its first requests, at once when this page has no page start (a
 * development build), and after PAGE_START_WAIT_MS whatever happens (its script failed or is slow to arrive).
 */
export function pageStartSent(doc: Document = document): Promise<void> {
  const script = doc.querySelector<HTMLScriptElement>(`script[${PAGE_START_ATTRIBUTE}]`);
  if (!announced() && !script) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PAGE_START_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const follow = () => {
      const sent = announced();
      if (sent) void sent.then(done);
      else done();
    };
    if (announced()) return follow();
    // Not run yet: its script is still on its way (it is `async`).
    script?.addEventListener('load', follow, { once: true });
    script?.addEventListener('error', done, { once: true });
  });
}
