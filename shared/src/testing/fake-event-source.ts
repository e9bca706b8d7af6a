/**
 * A stand-in for the browser's EventSource in unit tests (jsdom has none): a test installs it, finds the
 * connection the page opened and plays the CMS's side (`ready`, `server`, `summary`, a drop, a refusal). The
 * real EventSource against the real CMS is covered by the browser tests (tests/e2e/live-updates.spec.ts).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  /** The connections still open (not closed by the page). */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The CMS sends an event; `data` is written as the CMS writes it (JSON), a string as it is. */
  emit(type: string, data: unknown): void {
    this.readyState = FakeEventSource.OPEN;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: text }));
  }

  /** The connection dropped (the browser would retry: CONNECTING) or was refused (an HTTP error: CLOSED). */
  fail({ refused = false }: { refused?: boolean } = {}): void {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }
}

/** Makes `EventSource` the fake for the current test file; the page then opens fakes. */
export function installFakeEventSource(): void {
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
}
