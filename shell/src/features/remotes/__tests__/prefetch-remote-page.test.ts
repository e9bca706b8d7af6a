import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getRuntimeConfig, leadPictureSizes } from '@cs16ar/shared';
import { apiPath, makeMedia, makeServer, server, strapiCollection, strapiSingle } from '@cs16ar/shared/testing';
import { prefetchLinkedPages, startRemotePageAt } from '../prefetch-remote-page';
import { remotePageAt } from '../remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  mockedLoadRemote.mockResolvedValue({ default: () => null });
  jest.mocked(preloadRemote).mockResolvedValue(undefined);
});

afterEach(() => {
  document.body.innerHTML = '';
});

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

describe('remotePageAt', () => {
  it.each([
    ['/servidores', 'mfe_servers/ServerListPage'],
    ['/servidores/abc123', 'mfe_servers/ServerDetailPage'],
    ['/ayuda/como-registrarse', 'mfe_help/HelpArticlePage'],
    ['/perfil/7', 'mfe_account/ProfilePage'],
    ['/', null],
    ['/comunidad', null],
  ])('%s → %s', (pathname, pageId) => {
    expect(remotePageAt(pathname)).toBe(pageId);
  });
});

describe('prefetchLinkedPages', () => {
  it('starts the page of a link the pointer goes over, focus reaches or a finger touches, once each', () => {
    const stop = prefetchLinkedPages();
    link('/servidores').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/ayuda').dispatchEvent(new Event('focusin', { bubbles: true }));
    link('/membresia').dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('/servidores').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual([
      'mfe_servers/ServerListPage',
      'mfe_help/HelpCentrePage',
      'mfe_membership/MembershipPage',
    ]);
    stop();
  });

  it('leaves links to pages of the shell and to other sites alone, and stops when told', () => {
    const stop = prefetchLinkedPages();
    link('/comunidad').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://discord.gg/servidores').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/iniciar-sesion').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('startRemotePageAt', () => {
  const picturePreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("runs the page's code only once the app's own modules have run, so its components are created after the app's", async () => {
    server.use(http.get(apiPath('/membership-plans'), () => HttpResponse.json(strapiCollection([]))));
    // A fresh copy of the module: the app's modules have not run for it yet.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../prefetch-remote-page');
      fresh.startRemotePageAt('/membresia');
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mockedLoadRemote).not.toHaveBeenCalled();

      fresh.appModulesHaveRun();
      await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_membership/MembershipPage'));
    });
  });

  it("reads the page's first read, and a hostile address cannot point it anywhere but that read", async () => {
    const requested: URL[] = [];
    server.use(
      http.get(`${apiPath('')}/*`, ({ request }) => {
        requested.push(new URL(request.url));
        return HttpResponse.json(strapiCollection([]));
      }),
    );
    const api = getRuntimeConfig().apiUrl;
    // The address bar is the visitor's (or a link's author's): ids and slugs arrive decoded by the router.
    startRemotePageAt('/servidores/..%2F..%2Fusers%3Fpopulate%3D*%23x');
    startRemotePageAt('/ayuda/..%2Fadmin%26filters%5Bid%5D%3D1');
    await waitFor(() => expect(requested).toHaveLength(2));
    const [serverRead, article] = requested as [URL, URL];

    expect(serverRead.origin + serverRead.pathname).toBe(`${api}/servers/..%2F..%2Fusers%3Fpopulate%3D*%23x`);
    expect(serverRead.search).toBe('?populate=*');
    expect(article.origin + article.pathname).toBe(`${api}/help-articles`);
    expect(Object.fromEntries(article.searchParams)).toEqual({
      'filters[slug][$eq]': '../admin&filters[id]=1',
      populate: 'relatedArticles',
    });
  });

  it("asks for the first server's photo as soon as the server list is read, as the card shows it", async () => {
    const photo = makeMedia({ url: '/uploads/portada.jpg' });
    server.use(
      http.get(apiPath('/servers'), () =>
        HttpResponse.json(strapiCollection([makeServer({ photo }), makeServer({ documentId: 'otro' })])),
      ),
    );

    startRemotePageAt('/servidores');

    await waitFor(() => expect(picturePreloads()).toHaveLength(1));
    const [preload] = picturePreloads() as [HTMLLinkElement];
    expect(preload.getAttribute('href')).toMatch(/\/uploads\/large_foto_abc123\.png$/);
    expect(preload.getAttribute('imagesrcset')).toContain('/uploads/small_foto_abc123.png 500w');
    expect(preload.getAttribute('imagesizes')).toBe(leadPictureSizes.serverCard);
    expect(preload.getAttribute('fetchpriority')).toBe('high');
  });

  it("asks for a server's cover on its page, and for no photo when the list's address filters it", async () => {
    server.use(
      http.get(apiPath('/servers'), () => HttpResponse.json(strapiCollection([makeServer()]))),
      http.get(apiPath('/servers/abc'), () => HttpResponse.json(strapiSingle(makeServer({ documentId: 'abc' })))),
    );

    startRemotePageAt('/servidores', '?q=dust');
    startRemotePageAt('/servidores/abc');

    await waitFor(() => expect(picturePreloads()).toHaveLength(1));
    expect(picturePreloads()[0]?.getAttribute('imagesizes')).toBe(leadPictureSizes.serverHero);
  });

  it('asks for no picture when the read fails or the answer is not what the page reads', async () => {
    const answered: string[] = [];
    server.use(
      http.get(apiPath('/servers'), () => {
        answered.push('list');
        return HttpResponse.json({ data: [{ photo: 'no-es-una-foto' }] });
      }),
      http.get(apiPath('/servers/caido'), () => {
        answered.push('detail');
        return HttpResponse.json({}, { status: 503 });
      }),
    );

    startRemotePageAt('/servidores');
    startRemotePageAt('/servidores/caido');

    await waitFor(() => expect(answered).toHaveLength(2));
    // The answers' bodies are read and looked at after they arrive: a few turns of the event loop.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(picturePreloads()).toHaveLength(0);
  });
});
