import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient, firstReads, loadRuntimeConfig, takeEarlyRead } from '@cs16ar/shared';
import { apiPath, makeMedia, makeServer, server, strapiCollection, TEST_API_URL } from '@cs16ar/shared/testing';
import { remotePageFilesOf } from '../remote-page-files';
import { REMOTE_PAGE_META } from '../remote-page-meta';
import { routeParamsOf, startPageAt } from '../start-page';

const MANIFEST = 'http://servers.test/mf-manifest.json';
const remotes = {
  mfe_servers: MANIFEST,
  mfe_account: 'http://account.test/mf-manifest.json',
  mfe_help: 'http://help.test/mf-manifest.json',
  mfe_membership: 'http://membership.test/mf-manifest.json',
  mfe_community: 'http://community.test/mf-manifest.json',
};

/** A remote's manifest as the build writes it (mf-manifest.json), trimmed to what the page start reads. */
function manifestOf(exposes: { name: string; sync: unknown[] }[], metaData: Record<string, unknown> = {}) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', ...metaData },
    exposes: exposes.map(({ name, sync }) => ({ name, path: `./${name}`, assets: { js: { sync, async: ['9.js'] } } })),
  };
}

/** The site: its runtime config, the servers' remote manifest and the CMS, counting every request. */
function serveSite(manifest: unknown = manifestOf([{ name: 'ServerListPage', sync: ['833.abc.js', 'list.def.js'] }])) {
  const requests: string[] = [];
  server.use(
    http.get('http://localhost/runtime-config.json', ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json({ apiUrl: TEST_API_URL, remotes });
    }),
    http.get(MANIFEST, ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(manifest as Record<string, unknown>);
    }),
    http.get(apiPath('/servers'), ({ request }) => {
      requests.push(request.url);
      return HttpResponse.json(strapiCollection([makeServer({ photo: makeMedia({ url: '/uploads/portada.jpg' }) })]));
    }),
  );
  return requests;
}

/** The meta element the route's prerendered HTML carries (src/prerender.tsx). */
function remotePageMeta(pageId: string, route: string) {
  const meta = document.createElement('meta');
  meta.name = REMOTE_PAGE_META;
  meta.content = pageId;
  meta.dataset.route = route;
  document.head.append(meta);
}

const preloads = (as: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="${as}"]`)].map((link) => link.href);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the page start', () => {
  it("reads what the server list needs and the site's code takes each answer: one request for each", async () => {
    const requests = serveSite();
    remotePageMeta('mfe_servers/ServerListPage', '/servidores');

    await startPageAt(document, { pathname: '/servidores', search: '' });

    await waitFor(() => expect(preloads('image')).toHaveLength(1));
    expect(preloads('image')[0]).toMatch(/\/uploads\/large_foto_abc123\.png$/);
    expect(preloads('script')).toEqual([
      'http://servers.test/remoteEntry.js',
      'http://servers.test/833.abc.js',
      'http://servers.test/list.def.js',
    ]);
    // What the site's code asks for next is answered by those reads.
    await loadRuntimeConfig();
    const read = firstReads.serverList();
    const { data } = await apiClient.get<{ data: unknown[] }>(read.path, { params: read.params });
    // Module Federation's manifest request takes it (features/remotes: earlyManifests).
    const manifest = await takeEarlyRead(MANIFEST);
    expect(data.data).toHaveLength(1);
    expect(manifest).toMatchObject({ exposes: [{ name: 'ServerListPage' }] });
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      '/runtime-config.json',
      '/mf-manifest.json',
      '/api/servers',
    ]);
  });

  it("reads only the runtime config on the shell's own pages", async () => {
    const requests = serveSite();

    await startPageAt(document, { pathname: '/', search: '' });

    expect(requests).toEqual(['http://localhost/runtime-config.json']);
    expect(preloads('script')).toEqual([]);
  });

  it('names no page the HTML does not know, and reads nothing for an address the pattern does not match', async () => {
    const requests = serveSite();
    remotePageMeta('mfe_servers/AdminPage', '/servidores');
    await startPageAt(document, { pathname: '/servidores', search: '' });

    document.head.innerHTML = '';
    remotePageMeta('mfe_servers/ServerDetailPage', '/servidores/:id');
    await startPageAt(document, { pathname: '/servidores/abc/def', search: '' });

    // The runtime config, once: read for the site's code, it waits there to be taken.
    expect(requests).toEqual(['http://localhost/runtime-config.json']);
  });
});

describe("the files a remote's manifest names for a page", () => {
  it('hints its entry and the chunks of that page only, beside the manifest', () => {
    const manifest = manifestOf([
      { name: 'ServerListPage', sync: ['833.abc.js', 'list.def.js'] },
      { name: 'ServerDetailPage', sync: ['85.x.js'] },
    ]);

    expect(remotePageFilesOf(manifest, MANIFEST, 'ServerDetailPage')).toEqual([
      'http://servers.test/remoteEntry.js',
      'http://servers.test/85.x.js',
    ]);
  });

  it('hints nothing a hostile manifest points elsewhere: another origin, another scheme, what is not a name', () => {
    const manifest = manifestOf([
      {
        name: 'ServerListPage',
        sync: [
          'https://evil.test/steal.js',
          '//evil.test/x.js',
          'javascript:alert(1)',
          42,
          null,
          { src: 'a.js' },
          'ok.js',
        ],
      },
    ]);

    expect(remotePageFilesOf(manifest, MANIFEST, 'ServerListPage')).toEqual([
      'http://servers.test/remoteEntry.js',
      'http://servers.test/ok.js',
    ]);
    expect(
      remotePageFilesOf(
        manifestOf([{ name: 'ServerListPage', sync: [] }], {
          remoteEntry: { name: 'https://evil.test/entry.js', path: '' },
        }),
        MANIFEST,
        'ServerListPage',
      ),
    ).toEqual([]);
  });

  it('hints nothing for a manifest not in the shape the build writes, or served from elsewhere', () => {
    expect(remotePageFilesOf('<html>', MANIFEST, 'ServerListPage')).toEqual([]);
    expect(remotePageFilesOf({ metaData: {}, exposes: [] }, MANIFEST, 'ServerListPage')).toEqual([]);
    const elsewhere = manifestOf([{ name: 'ServerListPage', sync: ['a.js'] }], { publicPath: 'https://cdn.test/' });
    expect(remotePageFilesOf(elsewhere, MANIFEST, 'ServerListPage')).toEqual([]);
  });
});

describe("a route's parameters, as the router reads them", () => {
  it.each([
    ['/servidores/:id', '/servidores/abc', { id: 'abc' }],
    ['/servidores/:id', '/servidores/abc/', { id: 'abc' }],
    ['/ayuda/:slug', '/ayuda/c%C3%B3mo-jugar', { slug: 'cómo-jugar' }],
    ['/ayuda/:slug', '/ayuda/..%2Fadmin%3Fx%3D1', { slug: '../admin?x=1' }],
    ['/servidores', '/servidores', {}],
  ])('%s at %s', (pattern, pathname, params) => {
    expect(routeParamsOf(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/servidores/:id', '/servidores'],
    ['/servidores/:id', '/servidores/a/b'],
    ['/servidores/:id', '/tienda/abc'],
    ['/ayuda/:slug', '/ayuda/%E0%A4%A'],
  ])('none for %s at %s', (pattern, pathname) => {
    expect(routeParamsOf(pattern, pathname)).toBeNull();
  });
});
