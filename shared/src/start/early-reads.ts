// Reads a page starts before the code that uses them has arrived, kept until that code asks for them.
//
// The page's start (the shell's `page-start.js`, a small script of its own that the HTML names first) and the
// site's code are two bundles, each with its own copy of this module: the reads live on the window, under a
// `Symbol.for` key both copies know, so what one bundle starts the other takes. A read answers one request
// (taken once) and only while it is fresh; a read that failed answers none (the caller asks again itself).

/** How long an early answer waits for the code that asks for it: asked later, it gets a fresh one. */
export const EARLY_READ_KEPT_MS = 15_000;

type EarlyRead = { answer: Promise<unknown>; startedAt: number };

const STORE = Symbol.for('cs16ar.earlyReads');

function earlyReads(): Map<string, EarlyRead> {
  const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, EarlyRead> };
  holder[STORE] ??= new Map();
  return holder[STORE];
}

/**
 * Starts `read` under `key` (a URL), unless a read of that key is already waiting to be taken: then that one's
 * answer. Resolves to the answer, or undefined when the read failed; never rejects.
 */
export function startEarlyRead(key: string, read: () => Promise<unknown>): Promise<unknown> {
  const waiting = earlyReads().get(key);
  if (waiting && Date.now() - waiting.startedAt <= EARLY_READ_KEPT_MS) return waiting.answer;
  const answer = read().catch(() => undefined);
  earlyReads().set(key, { answer, startedAt: Date.now() });
  return answer;
}

/** The early answer under `key`, taken (it answers one request), when one is waiting and fresh; else null. */
export function takeEarlyRead(key: string): Promise<unknown> | null {
  const reads = earlyReads();
  const early = reads.get(key);
  if (!early) return null;
  reads.delete(key);
  return Date.now() - early.startedAt <= EARLY_READ_KEPT_MS ? early.answer : null;
}

/** Whether any early read is waiting (a cheap check before working out a request's key). */
export function hasEarlyReads(): boolean {
  return earlyReads().size > 0;
}

/** JSON from `url` with `fetch`, or undefined when it does not answer 2xx within `timeoutMs`. */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  return response.ok ? ((await response.json()) as unknown) : undefined;
}

/** Forgets every waiting read (between tests: the store outlives a test's module registry). */
export function forgetEarlyReads(): void {
  earlyReads().clear();
}
