import { createContext } from 'react';
// Only the type: TanStack Query itself loads with `@cs16ar/shared/data`, when a page first asks for data.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the page's QueryClient lives. SiteProviders gives each page (each test render) one scope; the data
 * layer (`src/data`) creates the client in it the first time a component asks for data, so a page that
 * fetches nothing (the landing page) never downloads TanStack Query.
 */
export type QueryClientScope = {
  /** The scope's client, made with `create` the first time it is asked for. */
  client(create: () => QueryClient): QueryClient;
  /** The client if one was made: what holds no data needs no cleaning. */
  existing(): QueryClient | null;
};

export function createQueryClientScope(initial?: QueryClient): QueryClientScope {
  let current = initial ?? null;
  return { client: (create) => (current ??= create()), existing: () => current };
}

export const QueryClientScopeContext = createContext<QueryClientScope | null>(null);
