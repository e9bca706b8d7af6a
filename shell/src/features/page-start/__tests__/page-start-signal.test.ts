import { announcePageStart, PAGE_START_ATTRIBUTE, pageStartSent } from '../page-start-signal';

function pageStartScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute(PAGE_START_ATTRIBUTE, '');
  document.head.append(script);
  return script;
}

/** Whether `promise` has settled by the time the tasks queued so far have run. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return settled;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('cs16ar.pageStart')];
  jest.useRealTimers();
});

describe("the shell's start and the page start", () => {
  it('goes on at once on a page without a page start (a development build)', async () => {
    expect(await settledSoon(pageStartSent())).toBe(true);
  });

  it("waits for the page start's script to run and send its first requests", async () => {
    const script = pageStartScript();
    let sendRequests = () => undefined as void;
    const sent = new Promise<void>((resolve) => (sendRequests = resolve));

    const waiting = pageStartSent();
    expect(await settledSoon(waiting)).toBe(false);

    announcePageStart(sent);
    script.dispatchEvent(new Event('load'));
    expect(await settledSoon(waiting)).toBe(false);

    sendRequests();
    expect(await settledSoon(waiting)).toBe(true);
  });

  it('goes on when the page start failed to load, or when it failed to send anything', async () => {
    const script = pageStartScript();
    const waiting = pageStartSent();
    script.dispatchEvent(new Event('error'));
    expect(await settledSoon(waiting)).toBe(true);

    announcePageStart(Promise.reject(new Error('runtime config unreachable')));
    expect(await settledSoon(pageStartSent())).toBe(true);
  });

  it('waits a second at most for a page start that does not arrive', async () => {
    jest.useFakeTimers();
    pageStartScript();
    let settled = false;
    void pageStartSent().then(() => (settled = true));

    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
