import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSession, type User } from '@cs16ar/shared';
import {
  apiPath,
  FakeEventSource,
  installFakeEventSource,
  makeUser,
  renderWithProviders,
  server,
  strapiError,
} from '@cs16ar/shared/testing';
import { SteamLinkCard, CODE_EXPIRED } from '../components/steam-link-card';
import { POLL_WHILE_WAITING_MS } from '../hooks/use-steam-link';

installFakeEventSource();

const CODE = { code: 'K7QM-2XPA', command: 'say !vincular K7QM-2XPA', expiresAt: '2099-01-01T12:15:00.000Z' };
const typed = makeUser({ id: 3, steamID: 'STEAM_0:1:999', steamIdVerifiedAt: null });
const linked: Partial<User> = {
  steamID: 'STEAM_0:1:555',
  steamIdVerifiedAt: '2026-11-24T18:40:00.000Z',
  steamIdVerifiedOn: 'CS Argentina #1 | Clásico 24/7 Dust2',
};

/** The card as on the own profile, with the CMS's answers: a code, and the account as it is now. */
function renderCard(user: User, options: { code?: Response; me?: () => User } = {}) {
  const codeRequests: unknown[] = [];
  server.use(
    http.post(apiPath('/steam-link/code'), async ({ request }) => {
      codeRequests.push(await request.json());
      return options.code ?? HttpResponse.json({ data: CODE });
    }),
    http.get(apiPath('/users/me'), () => HttpResponse.json(options.me?.() ?? user)),
  );
  const result = renderWithProviders(<SteamLinkCardOfSession />, { session: { jwt: 'jwt', refreshToken: 'r', user } });
  return { ...result, codeRequests };
}

/** The card reads the signed-in user, as the profile and settings pages do. */
function SteamLinkCardOfSession() {
  const { user } = useSession();
  return user ? <SteamLinkCard user={user} /> : <p>Sin sesión</p>;
}

const card = () => screen.getByRole('region', { name: 'Tu Steam ID' });

describe('"Tu Steam ID"', () => {
  it('says a typed Steam ID is unverified and brings no statistics', () => {
    renderCard(typed);
    expect(within(card()).getByText('STEAM_0:1:999')).toBeInTheDocument();
    expect(within(card()).getByText('Sin verificar')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Un Steam ID escrito a mano no trae estadísticas');
    expect(within(card()).getByRole('button', { name: 'Vincular mi Steam ID' })).toBeEnabled();
  });

  it('shows a verified one with when and where it was verified', () => {
    renderCard(makeUser({ id: 3, ...linked }));
    expect(within(card()).getByText('Verificado')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Verificado desde el juego en CS Argentina #1 | Clásico 24/7 Dust2');
    expect(within(card()).getByRole('button', { name: 'Vincular otro Steam ID' })).toBeInTheDocument();
  });

  // Issue 41, item 8: a non-Steam client's id is verified as what it is, never called a Steam ID.
  it('calls a verified non-Steam id "ID no-Steam", not a Steam ID', () => {
    renderCard(makeUser({ id: 3, ...linked, steamID: 'STEAM_1:0:1210079896' }));
    expect(within(card()).getByText('STEAM_1:0:1210079896')).toBeInTheDocument();
    expect(card()).toHaveTextContent(
      'salen de este ID no-Steam. Es el ID que los servidores le dan a tu juego sin Steam',
    );
    expect(card()).not.toHaveTextContent('salen de este Steam ID');
  });

  it('tells the owner when another account took the Steam ID they had verified', () => {
    renderCard(
      makeUser({ id: 3, steamID: null, steamIdMoved: 'STEAM_0:1:555', steamIdMovedAt: '2026-11-20T21:05:00.000Z' }),
    );
    expect(within(card()).getByRole('status')).toHaveTextContent(
      'Tu Steam ID STEAM_0:1:555 pasó a otra cuenta, que lo verificó desde el juego (20 de noviembre de 2026, 18:05).',
    );
  });

  it('gives a code to say in the game, then shows "Verificado" once the CMS says the account changed', async () => {
    let current: User = typed;
    const { user, codeRequests } = renderCard(typed, { me: () => current });

    await user.click(within(card()).getByRole('button', { name: 'Vincular mi Steam ID' }));

    expect(await within(card()).findByText('K7QM-2XPA')).toBeInTheDocument();
    expect(codeRequests).toEqual([{}]);
    expect(card()).toHaveTextContent('escribí en el chat !vincular K7QM-2XPA, o en la consola say !vincular K7QM-2XPA');
    expect(within(card()).getByText('Esperando que lo digas en el juego…')).toBeInTheDocument();
    const stream = FakeEventSource.open()[0]!;
    act(() => stream.emit('ready', { statusCheckedAt: null }));

    // Another account changed: nothing here.
    act(() => stream.emit('account', { profileId: 'otra99doc' }));
    expect(within(card()).queryByText('Verificado')).not.toBeInTheDocument();

    current = makeUser({ id: 3, ...linked });
    act(() => stream.emit('account', { profileId: 'user3doc' }));

    expect(await within(card()).findByText('Verificado')).toBeInTheDocument();
    expect(within(card()).getByText('STEAM_0:1:555')).toBeInTheDocument();
    expect(card()).toHaveTextContent('¡Listo! Tu Steam ID STEAM_0:1:555 quedó verificado desde CS Argentina #1');
    expect(within(card()).queryByText('Esperando que lo digas en el juego…')).not.toBeInTheDocument();
  });

  it('asks again every few seconds while live events cannot arrive', async () => {
    let current: User = typed;
    const { user } = renderCard(typed, { me: () => current });
    await user.click(within(card()).getByRole('button', { name: 'Vincular mi Steam ID' }));
    await within(card()).findByText('K7QM-2XPA');
    jest.useFakeTimers();
    try {
      act(() => FakeEventSource.open()[0]!.fail({ refused: true }));
      current = makeUser({ id: 3, ...linked });
      await act(() => jest.advanceTimersByTimeAsync(POLL_WHILE_WAITING_MS + 10));
      expect(await within(card()).findByText('Verificado')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the code expired without being said, and offers another', async () => {
    const soon = { ...CODE, expiresAt: new Date(Date.now() + 50).toISOString() };
    const { user } = renderCard(typed, { code: HttpResponse.json({ data: soon }) });
    await user.click(within(card()).getByRole('button', { name: 'Vincular mi Steam ID' }));
    expect(await within(card()).findByText(CODE_EXPIRED)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Pedir otro código' })).toBeEnabled();
  });

  it("shows the CMS's refusal (too many codes) and stays as it was", async () => {
    const { user } = renderCard(typed, {
      code: HttpResponse.json(strapiError(429, 'Pediste demasiados códigos. Esperá 12 minutos y volvé a intentar.'), {
        status: 429,
      }),
    });
    await user.click(within(card()).getByRole('button', { name: 'Vincular mi Steam ID' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Pediste demasiados códigos.');
    expect(within(card()).getByText('Sin verificar')).toBeInTheDocument();
  });
});
