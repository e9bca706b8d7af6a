import type * as EarlyReads from '../early-reads';
import { EARLY_READ_KEPT_MS, startEarlyRead, takeEarlyRead } from '../early-reads';

describe('early reads', () => {
  afterEach(() => jest.useRealTimers());

  it("what one bundle's copy starts, the other's takes, once (the page start and the site are two bundles)", async () => {
    let pageStartCopy: typeof EarlyReads | undefined;
    jest.isolateModules(() => {
      pageStartCopy = jest.requireActual<typeof EarlyReads>('../early-reads');
    });
    expect(pageStartCopy?.takeEarlyRead).not.toBe(takeEarlyRead);

    void pageStartCopy!.startEarlyRead('https://api.example/servers', async () => ({ data: 'servers' }));

    await expect(takeEarlyRead('https://api.example/servers')).resolves.toEqual({ data: 'servers' });
    expect(takeEarlyRead('https://api.example/servers')).toBeNull();
  });

  it('starts a read once while it waits to be taken, and again once it has been taken', async () => {
    const read = jest.fn(async () => 'answer');

    const first = startEarlyRead('/runtime-config.json', read);
    const second = startEarlyRead('/runtime-config.json', read);
    expect(second).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    await takeEarlyRead('/runtime-config.json');
    await startEarlyRead('/runtime-config.json', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers undefined for a read that failed, without rejecting', async () => {
    const answer = startEarlyRead('https://api.example/down', () => Promise.reject(new Error('connection refused')));

    await expect(answer).resolves.toBeUndefined();
    await expect(takeEarlyRead('https://api.example/down')).resolves.toBeUndefined();
  });

  it('gives nothing for a read older than it is kept: the code asks for a fresh one', () => {
    jest.useFakeTimers({ now: 0 });
    void startEarlyRead('https://api.example/servers', async () => 'old');

    jest.setSystemTime(EARLY_READ_KEPT_MS + 1);

    expect(takeEarlyRead('https://api.example/servers')).toBeNull();
  });
});
