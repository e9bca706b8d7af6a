import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { RemotePage } from '../remote-page';
import { remoteRoutes } from '../remote-routes';

function routeOf(pageId: string) {
  return remoteRoutes.find((route) => route.pageId === pageId)!;
}

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = jest.mocked(loadRemote);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote page', () => {
  it("holds the page's place with its heading while the remote loads", async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<RemotePage route={routeOf('mfe_servers/ServerListPage')} />);

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando sección...');
    expect(screen.getByRole('heading', { level: 1, name: 'Servidores de la comunidad' })).toBeInTheDocument();
  });

  it('names a page whose heading is data only for screen readers while it loads', async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<RemotePage route={routeOf('mfe_servers/ServerDetailPage')} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Servidor' })).toBeInTheDocument();
    expect(screen.getByText('Servidor')).toHaveClass('visually-hidden');
  });

  it('shows a Spanish error with "Reintentar" when its files cannot be fetched, and loads it again', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError: remoteEntry.js 404'))
      .mockResolvedValue({ default: () => <h1>Centro de Ayuda</h1> });
    const { user } = renderWithProviders(<RemotePage route={routeOf('mfe_help/HelpCentrePage')} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos mostrar el centro de ayuda');

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Centro de Ayuda' })).toBeInTheDocument();
    // The failed remote is registered again so its entry is fetched anew.
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mfe_help' })], { force: true });
  });

  it('keeps a remote that throws while rendering inside its own area', async () => {
    mockedLoadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    renderWithProviders(
      <>
        <nav>Menú del sitio</nav>
        <RemotePage route={routeOf('mfe_membership/MembershipPage')} />
      </>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos mostrar las membresías');
    expect(screen.getByText('Menú del sitio')).toBeInTheDocument();
  });

  it('treats a module without a page as a failure', async () => {
    mockedLoadRemote.mockResolvedValue({});
    renderWithProviders(<RemotePage route={routeOf('mfe_account/LoginPage')} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos mostrar tu cuenta');
  });
});
