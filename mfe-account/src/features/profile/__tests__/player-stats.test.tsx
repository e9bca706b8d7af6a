import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { PlayerStatsCard } from '../components/player-stats-card';
import { loadSamplePlayerStats, SAMPLE_DELAY_MS, SAMPLE_PLAYER_STATS } from '../sample-data/profile-sample-data';
import type { PlayerServerStats } from '../types/player-stats';
import { killDeathRatio } from '../lib/player-stats-format';
import { mockProfileApi, renderProfile } from './profile-test-setup';

const entry: PlayerServerStats = {
  serverId: 6,
  serverName: 'CS Argentina | GunGame Arsenal',
  rank: 214,
  level: 2,
  kills: 37,
  deaths: 0,
  playTime: 2700,
  lastPlayed: '2024-10-12T20:05:00.000Z',
};

describe('K/D', () => {
  it('divides kills by deaths with two decimals', () => {
    expect(killDeathRatio(4821, 3377)).toBe('1.43');
    expect(killDeathRatio(1290, 1502)).toBe('0.86');
    expect(killDeathRatio(10, 4)).toBe('2.50');
  });

  it('divides by 1 when there are no deaths', () => {
    expect(killDeathRatio(37, 0)).toBe('37.00');
    expect(killDeathRatio(0, 0)).toBe('0.00');
  });
});

describe('"Estadísticas del jugador" card', () => {
  it('shows every figure per server, K/D included', () => {
    renderWithProviders(<PlayerStatsCard stats={{ status: 'success', data: [entry] }} />);

    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: /CS Argentina \| GunGame Arsenal/ })).toHaveTextContent(
      'Rango #214',
    );
    for (const [label, value] of [
      ['Nivel', '2'],
      ['Kills', '37'],
      ['Deaths', '0'],
      ['K/D', '37.00'],
      ['Tiempo jugado', '45 min 00 s'],
      ['Última vez', '12 de octubre de 2024'],
    ]) {
      expect(within(item).getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByText('Datos de ejemplo')).toBeInTheDocument();
  });

  it('says so when the player has no statistics', () => {
    renderWithProviders(<PlayerStatsCard stats={{ status: 'success', data: [] }} />);

    expect(screen.getByText('Este jugador aún no tiene estadísticas registradas.')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithProviders(<PlayerStatsCard stats={{ status: 'loading' }} />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando estadísticas...');
  });
});

describe('sample statistics on the profile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('arrive after the sample delay, as a real call would', async () => {
    const loaded = jest.fn();
    void loadSamplePlayerStats(3).then(loaded);

    await act(async () => {
      jest.advanceTimersByTime(SAMPLE_DELAY_MS - 1);
    });
    expect(loaded).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(loaded).toHaveBeenCalledWith(SAMPLE_PLAYER_STATS);
  });

  it('show on the own profile once loaded', async () => {
    mockProfileApi();
    renderProfile();
    const card = screen.getByRole('region', { name: 'Estadísticas del jugador' });
    expect(within(card).getByRole('status')).toHaveTextContent('Cargando estadísticas...');

    await act(async () => {
      jest.advanceTimersByTime(SAMPLE_DELAY_MS);
    });

    expect(within(card).getAllByRole('listitem')).toHaveLength(SAMPLE_PLAYER_STATS.length);
    expect(within(card).getByText('37.00')).toBeInTheDocument();
  });
});
