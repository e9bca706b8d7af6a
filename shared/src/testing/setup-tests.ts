import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { forgetEarlyReads } from '../start/early-reads';
import { server, TEST_API_URL } from './msw-server';
import { clearTestQueryClients } from './render';

// jsdom has no PointerEvent; without it pointer events carry no coordinates (drag gestures).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// TanStack Query tells React about new data on a zero timeout, which jest's fake timers hold back until a test
// moves the clock: then a test could not tell when a refresh timer started. A microtask delivers the same
// data in the same order without depending on the fake clock.
notifyManager.setScheduler(queueMicrotask);

// findBy… and waitFor wait for a fact, never for a time; their 1 s default failed on a busy 2-core machine
// (jsdom renders slowly while other checks run), so a slow machine waits longer instead of failing.
configure({ asyncUtilTimeout: 5000 });

// Any request a test did not expect fails the test, so no call goes unnoticed.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL });
});
afterEach(() => {
  forgetEarlyReads();
  cleanup();
  clearTestQueryClients();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
