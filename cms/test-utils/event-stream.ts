import { waitFor } from './wait-for';

// A Server-Sent Events client for tests: real HTTP, frames parsed as a browser's EventSource parses them
// (events, data lines, comments, retry), every event kept with the time it arrived.

export type StreamEvent = { event: string; data: string; receivedAt: number };

/**
 * A `server` event saying `documentId` went online or offline, received from `since` on (`Date.now()` taken just
 * before the test changes the server). An earlier event must not stand in for the one the test causes: with a
 * short poll timeout a busy machine can make a server flap before, and the stream keeps that event.
 */
export const serverEvent =
  (documentId: string, online: boolean, since: number) =>
  (event: StreamEvent): boolean => {
    if (event.event !== 'server' || event.receivedAt < since) return false;
    const data = JSON.parse(event.data) as { documentId?: unknown; online?: unknown };
    return data.documentId === documentId && data.online === online;
  };

export type EventStream = {
  status: number;
  headers: Headers;
  // The body when the server refused the stream (not text/event-stream).
  body: string;
  events: StreamEvent[];
  comments: () => number;
  retry: () => number | null;
  // Resolves when the server ends the stream: 'ended' for a clean end, 'failed' when it was cut.
  finished: Promise<'ended' | 'failed'>;
  next: (predicate: (event: StreamEvent) => boolean, what: string, timeoutMs?: number) => Promise<StreamEvent>;
  close: () => void;
};

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: StreamEvent[] = [];
  let comments = 0;
  let retry: number | null = null;
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;

  async function read(): Promise<'ended' | 'failed'> {
    if (!response.body) return 'ended';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          }
          if (data.length > 0) events.push({ event, data: data.join('\n'), receivedAt: Date.now() });
        }
      }
    } catch {
      return abort.signal.aborted ? 'ended' : 'failed';
    }
  }

  const body = isStream ? '' : await response.text();
  const finished = isStream ? read() : Promise.resolve<'ended'>('ended');
  let seen = 0;

  return {
    status: response.status,
    headers: response.headers,
    body,
    events,
    comments: () => comments,
    retry: () => retry,
    finished,
    // The next matching event after the last one returned, so a test can wait for successive changes.
    async next(predicate, what, timeoutMs = 30000) {
      const found = await waitFor(
        () => {
          const index = events.findIndex((event, position) => position >= seen && predicate(event));
          return index >= 0 ? index : null;
        },
        { what, timeoutMs, intervalMs: 20 },
      );
      seen = found + 1;
      return events[found];
    },
    close: () => abort.abort(),
  };
}
