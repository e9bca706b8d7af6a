import { http, HttpResponse } from 'msw';
import { startEarlyRead } from '@cs16ar/shared';
import { server } from '@cs16ar/shared/testing';
import { earlyManifests } from '../register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const MANIFEST = 'http://servers.test/mf-manifest.json';

/** Module Federation's `fetch` hook: a Response, or nothing (it then fetches the manifest itself). */
async function manifestFetch(url: string) {
  const answer = await earlyManifests.fetch?.(url, {});
  return answer instanceof Response ? answer : null;
}

describe("Module Federation's manifest requests", () => {
  it("are answered with the page start's read of the manifest, once", async () => {
    void startEarlyRead(MANIFEST, async () => ({ exposes: [{ name: 'ServerListPage' }] }));

    const answer = await manifestFetch(MANIFEST);

    expect(await answer?.json()).toEqual({ exposes: [{ name: 'ServerListPage' }] });
    expect(await manifestFetch(MANIFEST)).toBeNull();
  });

  it("ask the remote themselves when the page start's read failed, or there was none", async () => {
    const asked: string[] = [];
    server.use(
      http.get(MANIFEST, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ exposes: [] });
      }),
    );
    void startEarlyRead(MANIFEST, () => Promise.reject(new Error('503')));

    const answer = await manifestFetch(MANIFEST);

    expect(await answer?.json()).toEqual({ exposes: [] });
    expect(asked).toEqual([MANIFEST]);
    expect(await manifestFetch('http://help.test/mf-manifest.json')).toBeNull();
  });
});
