import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { theme } from '@cs16ar/shared';
import { TOP_PLAYERS_SAMPLE } from '../sample-data/top-players-sample';
import { TopPlayersPanel } from '../components/top-players-panel';
import { headshotTone, kdTone } from '../components/stat-tones';
import type { TopPlayer } from '../types/top-player';

const player = (overrides: Partial<TopPlayer>): TopPlayer => ({
  rank: 1,
  name: 'Tincho',
  kills: 100,
  deaths: 50,
  kd: 2,
  shots: 1000,
  headshots: 45,
  hsPercentage: 45,
  score: 250,
  avatar: null,
  ...overrides,
});

describe('TOP 15 colours', () => {
  it.each([
    [2.51, 'green'],
    [2.5, 'blue'],
    [1.51, 'blue'],
    [1.5, 'grey'],
    [0.4, 'grey'],
  ])('K/D %s is %s (green above 2.5, blue above 1.5)', (kd, tone) => {
    expect(kdTone(kd)).toBe(tone);
  });

  it.each([
    [50.1, 'gold'],
    [50, 'primary'],
    [40.1, 'primary'],
    [40, 'grey'],
    [12, 'grey'],
  ])('headshot %s %% is %s (gold above 50, primary above 40)', (hs, tone) => {
    expect(headshotTone(hs)).toBe(tone);
  });

  it('paints the cells in those colours', () => {
    renderWithProviders(
      <TopPlayersPanel
        players={[
          player({ rank: 1, name: 'Verde', kd: 2.51, hsPercentage: 50.1 }),
          player({ rank: 2, name: 'Azul', kd: 2.5, hsPercentage: 50 }),
          player({ rank: 3, name: 'Gris', kd: 1.5, hsPercentage: 40 }),
        ]}
      />,
    );
    const cells = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell');

    // Columns: rank, name, kills, deaths, K/D, shots, headshots, HS %, score.
    expect(cells('Verde')[4]).toHaveStyle({ color: theme.colors.success });
    expect(cells('Verde')[7]).toHaveStyle({ color: theme.colors.gold });
    expect(cells('Azul')[4]).toHaveStyle({ color: theme.colors.info });
    expect(cells('Azul')[7]).toHaveStyle({ color: theme.colors.primary });
    expect(cells('Gris')[4]).toHaveStyle({ color: theme.colors.grey });
    expect(cells('Gris')[7]).toHaveStyle({ color: theme.colors.grey });
  });
});

describe('TOP 15 table', () => {
  it('shows 15 rows of the last 30 days with rank, name and avatar, kills, deaths, K/D, shots, headshots, HS % and score', () => {
    renderWithProviders(<TopPlayersPanel />);

    expect(screen.getByText(/últimos 30 días/)).toHaveTextContent('se actualiza todos los días');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Jugador',
      'Kills',
      'Muertes',
      'K/D',
      'Disparos',
      'Headshots',
      'HS %',
      'Puntaje',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    const first = TOP_PLAYERS_SAMPLE[0]!;
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      `${first.name.charAt(0)}${first.name}`,
      '2.841',
      '962',
      '2,95',
      '31.020',
      '1.568',
      '55,2 %',
      '6.769',
    ]);
  });

  it('keeps the sample data consistent: 15 ranked rows, K/D = kills / deaths, HS % = headshots / kills', () => {
    expect(TOP_PLAYERS_SAMPLE.map((row) => row.rank)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    for (const row of TOP_PLAYERS_SAMPLE) {
      expect(row.kd).toBeCloseTo(row.kills / row.deaths, 2);
      expect(row.hsPercentage).toBeCloseTo((row.headshots / row.kills) * 100, 1);
    }
  });
});
