import { http, HttpResponse } from 'msw';
import type { Server, User } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiCollection } from '@cs16ar/shared/testing';
import { ProfilePage } from '../components/profile-page';

export const owner = makeUser({
  id: 3,
  username: 'jugador',
  email: 'jugador@cs16.com.ar',
  nickname: 'Jugador Común',
  bio: 'Dust2 24/7 y algo de GunGame.',
  steamID: 'STEAM_0:1:30000003',
  userType: 'premium',
});

export type CapturedRequest = { url: URL; authorization: string | null };

/**
 * The CMS answers a profile page needs: the current user (re-read on arrival) and the user's servers.
 * Returns what was asked, so tests can check the query and the bearer token.
 */
export function mockProfileApi(options: { me?: User; servers?: Server[] } = {}) {
  const serverRequests: CapturedRequest[] = [];
  const meRequests: CapturedRequest[] = [];
  server.use(
    http.get(apiPath('/users/me'), ({ request }) => {
      meRequests.push({ url: new URL(request.url), authorization: request.headers.get('Authorization') });
      return HttpResponse.json(options.me ?? owner);
    }),
    http.get(apiPath('/servers'), ({ request }) => {
      serverRequests.push({ url: new URL(request.url), authorization: request.headers.get('Authorization') });
      return HttpResponse.json(strapiCollection(options.servers ?? []));
    }),
  );
  return { serverRequests, meRequests };
}

export function renderProfile(options: { route?: string; user?: User | null } = {}) {
  const { route = '/perfil', user = owner } = options;
  return renderWithProviders(<ProfilePage />, {
    route,
    path: route === '/perfil' ? '/perfil' : '/perfil/:userId',
    session: user ? { jwt: 'jwt-del-jugador', user } : null,
  });
}
