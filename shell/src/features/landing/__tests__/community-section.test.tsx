import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { CommunitySection } from '../components/community-section';
import { ONLINE_COUNTER_MS, ONLINE_INTERVAL_MS, USERS_COUNTER_MS } from '../lib/landing-constants';
import {
  installIntersectionObserver,
  observedThresholds,
  reportVisibility,
  uninstallIntersectionObserver,
} from './intersection-observer-stub';
import { removeMatchMedia, stubReducedMotion } from './match-media-stub';

function statValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('dd span')!.textContent ?? '';
}

function renderSection(random: () => number = () => 0.5) {
  const result = renderWithProviders(<CommunitySection random={random} />);
  return { ...result, stats: screen.getByTestId('community-stats') };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
  installIntersectionObserver();
});
afterEach(() => {
  jest.useRealTimers();
  uninstallIntersectionObserver();
  removeMatchMedia();
});

describe('Nuestra Comunidad', () => {
  it("says how long the community has been playing, from today's date", () => {
    renderSection();

    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra Comunidad' })).toBeInTheDocument();
    expect(screen.getByText(/^14 años y 8 meses jugando juntos/)).toBeInTheDocument();
  });

  it('starts the counters only once 30% of them is visible, then they stay', () => {
    const { stats } = renderSection();
    expect(observedThresholds(stats)).toEqual([0.3]);

    act(() => reportVisibility(stats, 0.29));
    act(() => jest.advanceTimersByTime(USERS_COUNTER_MS + 100));
    expect(statValue('Usuarios registrados')).toBe('0K+');
    expect(statValue('Servidores activos')).toBe('0');
    expect(statValue('Jugadores online')).toBe('0');

    act(() => reportVisibility(stats, 0.3));
    act(() => jest.advanceTimersByTime(500));
    const midway = Number(statValue('Servidores activos'));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(26);

    act(() => jest.advanceTimersByTime(USERS_COUNTER_MS));
    expect(statValue('Usuarios registrados')).toBe('130K+');
    expect(statValue('Servidores activos')).toBe('26');
    expect(statValue('Jugadores online')).toBe('837');

    // Scrolled away and back: the figures do not start over.
    act(() => reportVisibility(stats, 0));
    act(() => reportVisibility(stats, 1));
    expect(statValue('Servidores activos')).toBe('26');
  });

  it('animates each new players-online figure over 0.8 s and updates "Y otros N"', () => {
    const { stats } = renderSection(() => 0.9999);
    act(() => reportVisibility(stats, 1));
    act(() => jest.advanceTimersByTime(USERS_COUNTER_MS));
    expect(statValue('Jugadores online')).toBe('837');
    expect(screen.getByText(/^Y otros/)).toHaveTextContent('Y otros 817 jugadores conectados');

    act(() => jest.advanceTimersByTime(ONLINE_INTERVAL_MS - USERS_COUNTER_MS));
    expect(screen.getByText(/^Y otros/)).toHaveTextContent('Y otros 822 jugadores conectados');
    act(() => jest.advanceTimersByTime(ONLINE_COUNTER_MS / 4));
    expect(Number(statValue('Jugadores online'))).toBeGreaterThan(837);
    act(() => jest.advanceTimersByTime(ONLINE_COUNTER_MS));
    expect(statValue('Jugadores online')).toBe('842');
  });

  it('jumps to the final values when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderSection();

    expect(statValue('Usuarios registrados')).toBe('130K+');
    expect(statValue('Servidores activos')).toBe('26');
    expect(statValue('Jugadores online')).toBe('837');
  });

  it('reserves the width of the widest value, so counting never moves the layout', () => {
    const { stats } = renderSection();

    const widest = [...stats.querySelectorAll('dd > span')].map((figure) => figure.getAttribute('data-widest'));
    expect(widest).toEqual(['130K+', '26', '950']);
  });

  it('shows the 20 most active players and the four featured servers with their fill bars', () => {
    renderSection();

    const players = screen.getByRole('list', { name: 'Jugadores más activos' });
    expect(within(players).getAllByRole('listitem')).toHaveLength(20);
    expect(players.querySelectorAll('svg[data-avatar-of]')).toHaveLength(20);

    const servers = within(screen.getByRole('list', { name: 'Servidores destacados' })).getAllByRole('listitem');
    expect(servers).toHaveLength(4);
    const fills = screen
      .getAllByRole('meter')
      .map((meter) => [
        meter.getAttribute('aria-valuenow'),
        meter.getAttribute('aria-valuemax'),
        (meter.firstElementChild as HTMLElement).style.width,
      ]);
    expect(fills).toEqual([
      ['26', '31', `${(26 / 31) * 100}%`],
      ['19', '26', `${(19 / 26) * 100}%`],
      ['24', '25', '96%'],
      ['15', '21', `${(15 / 21) * 100}%`],
    ]);
    expect(within(servers[0]!).getByText('de_dust2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los servidores' })).toHaveAttribute('href', '/servidores');
  });
});
