import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SiteProviders, type CommunitySummary, type Server } from '@cs16ar/shared';
import {
  apiPath,
  createTestQueryClient,
  FakeEventSource,
  installFakeEventSource,
  makeCommunitySummary,
  makeServer,
  server as api,
  strapiCollection,
} from '@cs16ar/shared/testing';
import {
  queryKeys,
  queryOptions,
  useAccountChanges,
  useLiveEvents,
  useLiveRefresh,
  useQuery,
  type QueryClient,
} from '@cs16ar/shared/data';
import { createLiveEvents, parseRetryAfter, type LiveState, type Visibility } from '../live-events';

installFakeEventSource();

const EVENTS_URL = apiPath('/events');

function serverEvent(overrides: Record<string, unknown> = {}) {
  return {
    documentId: 'srv1doc',
    online: false,
    current_data: null,
    statusCheckedAt: '2026-11-24T01:16:08.755Z',
    changes: ['status', 'players', 'map'],
    ...overrides,
  };
}

const makeSummary = makeCommunitySummary;

/** A page-like list: the servers query with the live refresh, as mfe-servers writes it. */
function ServerNames() {
  const query = useQuery({
    queryKey: queryKeys.servers.list(),
    queryFn: async () => ((await (await fetch(apiPath('/servers'))).json()) as { data: Server[] }).data,
    ...useLiveRefresh(30_000),
  });
  return (
    <ul>
      {(query.data ?? []).map((server) => (
        <li key={server.documentId}>
          {server.name}: {server.online ? 'Online' : 'Offline'}
        </li>
      ))}
    </ul>
  );
}

function renderPage(ui: React.ReactNode, client: QueryClient = createTestQueryClient()) {
  return { client, ...render(<SiteProviders queryClient={client}>{ui}</SiteProviders>) };
}

describe('the page’s live events (through the data layer)', () => {
  it('opens one connection for the whole page, however many screens show live data', async () => {
    api.use(http.get(apiPath('/servers'), () => HttpResponse.json(strapiCollection([makeServer()]))));
    renderPage(
      <>
        <ServerNames />
        <ServerNames />
      </>,
    );
    await screen.findAllByText('Público #1 | de_dust2 24/7: Online');
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.open()[0]!.url).toBe(EVENTS_URL);
  });

  it('changes the shown server in place when its event arrives, and leaves the others as they were', async () => {
    const other = makeServer({ id: 2, documentId: 'srv2doc', name: 'Zombie' });
    api.use(http.get(apiPath('/servers'), () => HttpResponse.json(strapiCollection([makeServer(), other]))));
    const { client } = renderPage(<ServerNames />);
    await screen.findByText('Público #1 | de_dust2 24/7: Online');
    const before = client.getQueryData<Server[]>(queryKeys.servers.list())!;

    act(() => FakeEventSource.open()[0]!.emit('server', serverEvent()));

    expect(await screen.findByText('Público #1 | de_dust2 24/7: Offline')).toBeInTheDocument();
    const after = client.getQueryData<Server[]>(queryKeys.servers.list())!;
    expect(after[0]).toMatchObject({
      online: false,
      current_data: null,
      statusCheckedAt: serverEvent().statusCheckedAt,
    });
    expect(after[1]).toBe(before[1]);
  });

  it('updates a cached server detail and summary, and creates nothing that no screen asked for', () => {
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.servers.detail('srv1doc'), makeServer());
    client.setQueryData(queryKeys.community.summary(), makeSummary({ statusCheckedAt: '2026-11-24T01:00:00.000Z' }));
    renderPage(<LiveScreen />, client);
    const source = FakeEventSource.open()[0]!;

    act(() => {
      source.emit(
        'server',
        serverEvent({ online: true, current_data: { players: { online: 1, max: 32, list: [] }, map: 'de_nuke' } }),
      );
      source.emit('server', serverEvent({ documentId: 'notcached' }));
      source.emit('summary', makeSummary({ playersOnline: 300 }));
    });

    expect(client.getQueryData<Server>(queryKeys.servers.detail('srv1doc'))?.current_data?.map).toBe('de_nuke');
    expect(client.getQueryData(queryKeys.servers.detail('notcached'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.servers.list())).toBeUndefined();
    expect(client.getQueryData<CommunitySummary>(queryKeys.community.summary())?.playersOnline).toBe(300);
  });

  it('drops events that are not in the contract’s shape', () => {
    const client = createTestQueryClient();
    const shown = makeServer();
    client.setQueryData(queryKeys.servers.detail('srv1doc'), shown);
    client.setQueryData(queryKeys.community.summary(), makeSummary());
    renderPage(<LiveScreen />, client);
    const source = FakeEventSource.open()[0]!;

    act(() => {
      source.emit('server', '{not json');
      source.emit('server', serverEvent({ online: 'no' }));
      source.emit('server', serverEvent({ documentId: '../../admin' }));
      source.emit('server', serverEvent({ current_data: { players: { online: -1, max: 32, list: [] }, map: 'x' } }));
      source.emit(
        'server',
        serverEvent({ current_data: { players: { online: 1, max: 32, list: [{ name: 3 }] }, map: 'x' } }),
      );
      source.emit('summary', { ...makeSummary(), playersOnline: Number.NaN });
      source.emit('summary', { ...makeSummary(), featuredServers: new Array(5).fill(null) });
    });

    expect(client.getQueryData(queryKeys.servers.detail('srv1doc'))).toBe(shown);
    expect(client.getQueryData<CommunitySummary>(queryKeys.community.summary())?.playersOnline).toBe(287);
  });

  it('reads again, on (re)connecting, what is older than the CMS’s latest poll, and nothing else', async () => {
    let reads = 0;
    api.use(
      http.get(apiPath('/servers'), () => {
        reads += 1;
        return HttpResponse.json(
          strapiCollection([makeServer({ statusCheckedAt: '2026-11-24T01:16:08.755Z', name: `Lectura ${reads}` })]),
        );
      }),
    );
    renderPage(<ServerNames />);
    await screen.findByText('Lectura 1: Online');
    const source = FakeEventSource.open()[0]!;

    act(() => source.emit('ready', { statusCheckedAt: '2026-11-24T01:16:08.755Z' }));
    act(() => source.emit('ready', { statusCheckedAt: '2026-11-24T01:15:00.000Z' }));
    expect(reads).toBe(1);

    act(() => source.emit('ready', { statusCheckedAt: '2026-11-24T01:16:38.000Z' }));
    expect(await screen.findByText('Lectura 2: Online')).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('keeps an event that lands while the list is being read, when the answer is older, without asking again', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    api.use(
      http.get(apiPath('/servers'), async () => {
        reads += 1;
        await gate;
        return HttpResponse.json(strapiCollection([makeServer({ statusCheckedAt: '2026-11-24T01:16:08.755Z' })]));
      }),
    );
    renderPage(<ServerNames />);
    await waitFor(() => expect(reads).toBe(1));

    act(() => FakeEventSource.open()[0]!.emit('server', serverEvent({ statusCheckedAt: '2026-11-24T01:16:38.000Z' })));
    release();

    expect(await screen.findByText('Público #1 | de_dust2 24/7: Offline')).toBeInTheDocument();
    expect(reads).toBe(1);
  });

  it('leaves alone a server already newer than an event (a stream behind the others)', async () => {
    api.use(
      http.get(apiPath('/servers'), () =>
        HttpResponse.json(strapiCollection([makeServer({ statusCheckedAt: '2026-11-24T01:17:00.000Z' })])),
      ),
    );
    renderPage(<ServerNames />);
    await screen.findByText('Público #1 | de_dust2 24/7: Online');

    act(() => FakeEventSource.open()[0]!.emit('server', serverEvent({ statusCheckedAt: '2026-11-24T01:16:38.000Z' })));
    await act(async () => {});
    expect(screen.getByText('Público #1 | de_dust2 24/7: Online')).toBeInTheDocument();
  });

  it('polls as before when the browser has no EventSource', async () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
    jest.useFakeTimers();
    try {
      let reads = 0;
      api.use(
        http.get(apiPath('/servers'), () => {
          reads += 1;
          return HttpResponse.json(strapiCollection([makeServer()]));
        }),
      );
      renderPage(<ServerNames />);
      await screen.findByText('Público #1 | de_dust2 24/7: Online');
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(reads).toBe(2));
    } finally {
      jest.useRealTimers();
    }
  });
});

function LiveScreen() {
  useLiveRefresh(30_000);
  return null;
}

const summaryQuery = queryOptions({ queryKey: queryKeys.community.summary(), queryFn: () => makeSummary() });

describe('account events (issue 24)', () => {
  function AccountWatcher({ profileId, onChange }: { profileId: string | null; onChange: () => void }) {
    const state = useAccountChanges(profileId, onChange);
    return <p>Conexión: {state}</p>;
  }

  it('tell the screen of that account only, and again on every (re)connection, keeping the connection open', () => {
    jest.useFakeTimers();
    try {
      const onChange = jest.fn();
      const { unmount } = renderPage(<AccountWatcher profileId="cuenta7" onChange={onChange} />);
      const source = FakeEventSource.open()[0]!;
      act(() => source.emit('ready', { statusCheckedAt: null }));
      expect(screen.getByText('Conexión: live')).toBeInTheDocument();
      expect(onChange).toHaveBeenCalledTimes(1);

      act(() => source.emit('account', { profileId: 'cuenta8' }));
      expect(onChange).toHaveBeenCalledTimes(1);
      act(() => source.emit('account', { profileId: 'cuenta7' }));
      expect(onChange).toHaveBeenCalledTimes(2);

      // Dropped: events may be missed until it is back, so the screen re-reads once it is.
      act(() => source.fail());
      expect(screen.getByText('Conexión: unavailable')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(30_000));
      const again = FakeEventSource.open()[0]!;
      expect(again).not.toBe(source);
      act(() => again.emit('ready', { statusCheckedAt: null }));
      expect(onChange).toHaveBeenCalledTimes(3);

      unmount();
      act(() => jest.advanceTimersByTime(30_000));
      expect(FakeEventSource.open()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it("drop anything but { profileId } with a documentId, and re-read that player's public profile", async () => {
    const onChange = jest.fn();
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.users.profile('cuenta7'), { id: 7 });
    client.setQueryData(queryKeys.users.profile('cuenta9'), { id: 9 });
    renderPage(<AccountWatcher profileId="cuenta7" onChange={onChange} />, client);
    const source = FakeEventSource.open()[0]!;
    act(() => {
      source.emit('account', '{not json');
      source.emit('account', { userId: 7 });
      source.emit('account', { profileId: 7 });
      source.emit('account', { profileId: 'cuenta7<script>' });
      source.emit('account', { profileId: 'x'.repeat(65) });
      source.emit('account', { profileId: 'cuenta7', steamID: 'STEAM_0:1:1' });
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(client.getQueryState(queryKeys.users.profile('cuenta7'))?.isInvalidated).toBe(false);

    act(() => source.emit('account', { profileId: 'cuenta7' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(queryKeys.users.profile('cuenta7'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.users.profile('cuenta9'))?.isInvalidated).toBe(false);
  });
});

describe('ban events (issue 26)', () => {
  function BanWatcher() {
    useLiveEvents();
    return <p>Baneos</p>;
  }

  it('drop anything but { documentId, change }, and re-read every ban screen, nothing else', () => {
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.bans.list(null, null, null, null, 1), { bans: [] });
    client.setQueryData(queryKeys.bans.detail('ban1'), { documentId: 'ban1' });
    client.setQueryData(queryKeys.users.profile('cuenta7'), { id: 7 });
    renderPage(<BanWatcher />, client);
    const source = FakeEventSource.open()[0]!;
    act(() => source.emit('ready', { statusCheckedAt: null }));
    // A (re)connection may have missed one: the ban screens read again.
    expect(client.getQueryState(queryKeys.bans.detail('ban1'))?.isInvalidated).toBe(true);
    client.setQueryData(queryKeys.bans.list(null, null, null, null, 1), { bans: [] });
    client.setQueryData(queryKeys.bans.detail('ban1'), { documentId: 'ban1' });
    act(() => {
      source.emit('ban', '{not json');
      source.emit('ban', { documentId: 'ban1' });
      source.emit('ban', { documentId: 'ban1', change: 'deleted' });
      source.emit('ban', { documentId: 'ban1<x>', change: 'created' });
      source.emit('ban', { documentId: 'ban1', change: 'created', ip: '1.2.3.4' });
    });
    expect(client.getQueryState(queryKeys.bans.detail('ban1'))?.isInvalidated).toBe(false);

    act(() => source.emit('ban', { documentId: 'ban2', change: 'lifted' }));
    expect(client.getQueryState(queryKeys.bans.list(null, null, null, null, 1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.bans.detail('ban1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.users.profile('cuenta7'))?.isInvalidated).toBe(false);

    // A shortened ban (staff) refreshes the ban screens too, the staff's audit log included.
    client.setQueryData(queryKeys.bans.detail('ban1'), { documentId: 'ban1' });
    client.setQueryData(queryKeys.bans.audit('ban1'), { entries: [], deliveries: [] });
    act(() => source.emit('ban', { documentId: 'ban1', change: 'shortened' }));
    expect(client.getQueryState(queryKeys.bans.detail('ban1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.bans.audit('ban1'))?.isInvalidated).toBe(true);
  });
});

describe('the connection', () => {
  function visibilityStub() {
    let hidden = false;
    const listeners = new Set<() => void>();
    const visibility: Visibility = {
      hidden: () => hidden,
      subscribe(onChange) {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    };
    return {
      visibility,
      set(next: boolean) {
        hidden = next;
        for (const listener of listeners) listener();
      },
    };
  }

  function liveEvents(overrides: Partial<Parameters<typeof createLiveEvents>[0]> = {}) {
    const ready: (string | null)[] = [];
    const states: LiveState[] = [];
    const visibility = visibilityStub();
    const live = createLiveEvents({
      url: EVENTS_URL,
      onServer: () => {},
      onSummary: () => {},
      onReady: (checkedAt) => ready.push(checkedAt),
      visibility: visibility.visibility,
      random: () => 1,
      createEventSource: (url) => new FakeEventSource(url),
      ...overrides,
    });
    live.subscribe(() => states.push(live.getState()));
    return { live, ready, states, visibility };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is live once the CMS says ready, and unavailable (the page polls) from the moment it drops', () => {
    const { live, ready } = liveEvents();
    live.retain();
    expect(live.getState()).toBe('connecting');
    FakeEventSource.open()[0]!.emit('ready', { statusCheckedAt: null });
    expect(live.getState()).toBe('live');
    expect(ready).toEqual([null]);

    FakeEventSource.open()[0]!.fail();
    expect(live.getState()).toBe('unavailable');
    expect(FakeEventSource.open()).toHaveLength(0);
  });

  it('reconnects with a growing delay, back to the shortest once a stream is ready', () => {
    const { live } = liveEvents();
    live.retain();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      FakeEventSource.open()[0]!.fail();
      let waited = 0;
      while (FakeEventSource.open().length === 0) {
        jest.advanceTimersByTime(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    FakeEventSource.open()[0]!.emit('ready', { statusCheckedAt: null });
    FakeEventSource.open()[0]!.fail();
    jest.advanceTimersByTime(1000);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  // 503: the CMS holds as many streams as it may; 429: this connection's address holds its share (issue 23).
  it.each([503, 429])('stays away as long as a refusing CMS says (%i Retry-After)', async (status) => {
    api.use(
      http.get(EVENTS_URL, () =>
        HttpResponse.json({ data: null, error: { status } }, { status, headers: { 'Retry-After': '45' } }),
      ),
    );
    const { live } = liveEvents();
    live.retain();
    FakeEventSource.open()[0]!.fail({ refused: true });
    await jest.advanceTimersByTimeAsync(44_000);
    expect(FakeEventSource.open()).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('closes while the tab is hidden and opens again when it is visible', () => {
    const { live, visibility, ready } = liveEvents();
    live.retain();
    FakeEventSource.open()[0]!.emit('ready', { statusCheckedAt: '2026-11-24T01:16:08.755Z' });

    visibility.set(true);
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(live.getState()).toBe('paused');

    visibility.set(false);
    expect(FakeEventSource.open()).toHaveLength(1);
    FakeEventSource.open()[0]!.emit('ready', { statusCheckedAt: '2026-11-24T01:16:38.000Z' });
    expect(ready).toEqual(['2026-11-24T01:16:08.755Z', '2026-11-24T01:16:38.000Z']);
  });

  it('waits for the page to have loaded before its first connection, then opens one (issue 27)', () => {
    let allow: (() => void) | undefined;
    let asked = 0;
    const { live } = liveEvents({
      whenPageReady: (allowNow) => {
        asked += 1;
        allow = allowNow;
      },
    });
    const releaseList = live.retain();
    live.retain();

    expect(FakeEventSource.instances).toHaveLength(0);
    expect(live.getState()).toBe('idle');
    expect(asked).toBe(1);

    allow!();
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(live.getState()).toBe('connecting');
    releaseList();
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('does not open when the page has loaded but nobody shows live data any more', () => {
    let allow: (() => void) | undefined;
    const { live } = liveEvents({ whenPageReady: (allowNow) => (allow = allowNow), idleCloseMs: 1000 });
    const release = live.retain();
    release();
    jest.advanceTimersByTime(1000);

    allow!();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('stays open across a change between live screens, and closes after the last one has left', () => {
    const { live } = liveEvents({ idleCloseMs: 15_000 });
    const releaseList = live.retain();
    releaseList();
    jest.advanceTimersByTime(1000);
    const releaseDetail = live.retain();
    expect(FakeEventSource.instances).toHaveLength(1);
    releaseDetail();
    jest.advanceTimersByTime(14_999);
    expect(FakeEventSource.open()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(live.getState()).toBe('idle');
  });

  it('tries again when a screen comes back after the retry fell due with nobody watching', () => {
    const { live } = liveEvents({ idleCloseMs: 15_000 });
    const releaseList = live.retain();
    FakeEventSource.open()[0]!.fail();
    releaseList();
    jest.advanceTimersByTime(1000);
    expect(FakeEventSource.open()).toHaveLength(0);

    live.retain();
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(live.getState()).toBe('unavailable');
    FakeEventSource.open()[0]!.emit('ready', { statusCheckedAt: null });
    expect(live.getState()).toBe('live');
  });

  it('reads Retry-After in seconds or as a date, bounded', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 01:00:30 GMT', Date.parse('2026-11-24T01:00:00Z'))).toBe(30_000);
    expect(parseRetryAfter('999999')).toBe(3_600_000);
    expect(parseRetryAfter('mañana')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });

  it('a summary query in the cache follows the summary event', async () => {
    jest.useRealTimers();
    const client = createTestQueryClient();
    await client.prefetchQuery(summaryQuery);
    renderPage(<LiveScreen />, client);
    act(() => FakeEventSource.open()[0]!.emit('summary', makeSummary({ registeredUsers: 130_413 })));
    expect(client.getQueryData<CommunitySummary>(queryKeys.community.summary())?.registeredUsers).toBe(130_413);
  });
});
