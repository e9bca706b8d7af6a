import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, renderWithProviders, server } from '@cs16ar/shared/testing';
import type { Ban } from '@cs16ar/shared';
import { ActiveBanCard } from '../components/active-ban-card';

const ban: Ban = {
  documentId: 'ban1doc',
  player: { name: 'Jugador', steamId: 'STEAM_0:1:30000003', profileId: 'jugador3doc' },
  server: { documentId: 'srv1doc', name: 'CS Argentina #1 | Clásico 24/7 Dust2' },
  reason: 'Insultos',
  ruleAnchor: null,
  admin: { name: null, profileId: null },
  bannedAt: '2026-01-01T12:00:00.000Z',
  durationSeconds: null,
  permanent: true,
  expiresAt: null,
  liftedAt: null,
  state: 'permanente',
  communityWide: false,
  deliveries: null,
};

function serveBans(bans: Ban[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(apiPath('/bans'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: bans,
        meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: bans.length } },
      });
    }),
  );
  return queries;
}

describe('the active ban on a profile', () => {
  it('shows a player’s ban in force, linking to it, asked by their verified Steam ID', async () => {
    const queries = serveBans([ban]);
    renderWithProviders(<ActiveBanCard steamId="STEAM_0:1:30000003" own={false} />);
    expect(await screen.findByRole('region', { name: 'Baneo activo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ban.server!.name })).toHaveAttribute('href', '/baneos/ban1doc');
    expect(screen.getByText(/Insultos · permanente/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Presentar descargo' })).not.toBeInTheDocument();
    expect(queries[0]!.get('q')).toBe('STEAM_0:1:30000003');
    expect(queries[0]!.get('state')).toBe('activos');
  });

  it("links the player on their own profile to the ban's page to present an appeal", async () => {
    serveBans([ban]);
    renderWithProviders(<ActiveBanCard steamId="STEAM_0:1:30000003" own />);
    expect(await screen.findByRole('region', { name: 'Tenés un baneo activo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Presentar descargo' })).toHaveAttribute('href', '/baneos/ban1doc');
    expect(screen.getByText(/presentá tu descargo en la página del baneo/)).toBeInTheDocument();
  });

  it('shows nothing without a verified Steam ID, and asks nothing', async () => {
    const queries = serveBans([ban]);
    renderWithProviders(<ActiveBanCard steamId={null} own />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
