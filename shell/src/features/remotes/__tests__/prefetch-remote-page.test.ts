import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { prefetchLinkedRemotePages } from '../prefetch-remote-page';
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
