import { setupServer } from 'msw/node';

/** The API origin unit tests run against; handlers are registered per test with `server.use(...)`. */
export const TEST_API_URL = 'http://cms.test/api';

export function apiPath(path: string): string {
  return `${TEST_API_URL}${path}`;
}

export const server = setupServer();
