import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { server, TEST_API_URL } from './msw-server';

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

// Any request a test did not expect fails the test, so no call goes unnoticed.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
