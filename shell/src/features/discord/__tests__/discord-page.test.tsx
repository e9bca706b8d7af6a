import { screen } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '@cs16ar/shared';
import { renderWithProviders, TEST_API_URL } from '@cs16ar/shared/testing';
import { DiscordPage } from '../discord-page';

afterEach(() => setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL }));

describe('/discord', () => {
  it('goes to the invite of the runtime config, replacing itself in the history', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL, discordUrl: 'https://discord.gg/cs16argentina' });
    const goTo = jest.fn();
    renderWithProviders(<DiscordPage goTo={goTo} />, { route: '/discord' });

    expect(goTo).toHaveBeenCalledWith('https://discord.gg/cs16argentina');
    expect(screen.getByRole('status')).toHaveTextContent('Te estamos llevando al Discord de la comunidad...');
    expect(screen.getByRole('link', { name: 'Ir al Discord' })).toHaveAttribute(
      'href',
      'https://discord.gg/cs16argentina',
    );
  });

  it('without an invite says so in Spanish and goes nowhere', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, apiUrl: TEST_API_URL, discordUrl: null });
    const goTo = jest.fn();
    renderWithProviders(<DiscordPage goTo={goTo} />, { route: '/discord' });

    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Discord' })).toBeInTheDocument();
    expect(screen.getByText('El Discord de la comunidad no está disponible en este momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver novedades' })).toHaveAttribute('href', '/comunidad/novedades');
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
  });
});
