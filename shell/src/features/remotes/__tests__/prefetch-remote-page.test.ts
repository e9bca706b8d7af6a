import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { getRuntimeConfig } from '@cs16ar/shared';
import { prefetchLinkedRemotePages, startRemotePageAt } from '../prefetch-remote-page';
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

describe('prefetchLinkedRemotePages', () => {
  it('starts the page of a link the pointer goes over, focus reaches or a finger touches, once each', () => {
    const stop = prefetchLinkedRemotePages();
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
    const stop = prefetchLinkedRemotePages();
    link('/comunidad').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://discord.gg/servidores').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/iniciar-sesion').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('startRemotePageAt', () => {
  const preloadedReads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'), (link) => link.href);

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the page's first read, and a hostile address cannot point it anywhere but that read", async () => {
    const api = getRuntimeConfig().apiUrl;
    // The address bar is the visitor's (or a link's author's): ids and slugs arrive decoded by the router.
    startRemotePageAt('/servidores/..%2F..%2Fusers%3Fpopulate%3D*%23x');
    startRemotePageAt('/ayuda/..%2Fadmin%26filters%5Bid%5D%3D1');
    await waitFor(() => expect(preloadedReads()).toHaveLength(2));
    const [server, article] = preloadedReads().map((href) => new URL(href)) as [URL, URL];

    expect(server.origin + server.pathname).toBe(`${api}/servers/..%2F..%2Fusers%3Fpopulate%3D*%23x`);
    expect(server.search).toBe('?populate=*');
    expect(article.origin + article.pathname).toBe(`${api}/help-articles`);
    expect(Object.fromEntries(article.searchParams)).toEqual({
      'filters[slug][$eq]': '../admin&filters[id]=1',
      populate: 'relatedArticles',
    });
  });
});
