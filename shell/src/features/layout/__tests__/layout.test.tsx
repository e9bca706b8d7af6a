import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MembershipView } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, type RenderOptions } from '@cs16ar/shared/testing';
import { RootLayout } from '../root-layout';

// jsdom applies the styles but no media query, so it renders the mobile layout: desktop-only items are in
// the document but hidden (display: none has no accessible name, so they are found by text). The browser
// tests check both widths.
function desktopLink(text: string) {
  // The top bar's: the footer has links of the same names.
  return within(screen.getByRole('banner')).queryByText(text, { selector: 'a, a *' })?.closest('a') ?? null;
}

function renderLayout(session?: RenderOptions['session']) {
  return renderWithProviders(
    <RootLayout>
      <p>Contenido</p>
    </RootLayout>,
    { session },
  );
}

describe('footer', () => {
  it('has the links a player looks for there: servers, help, Discord, rules, bans, terms and privacy', () => {
    renderLayout();
    const links = within(screen.getByRole('navigation', { name: 'Enlaces del pie' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Servidores', '/servidores'],
      ['Ayuda', '/ayuda'],
      ['Discord', '/discord'],
      ['Reglamentos', '/comunidad/reglamentos'],
      ['Baneos', '/baneos'],
      ['Términos y condiciones', '/terminos'],
      ['Privacidad', '/privacidad'],
    ]);
  });
});

describe('top bar', () => {
  // A paid account's top bar asks for its membership (a charge that failed is told there): none here.
  beforeEach(() => server.use(http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: null }))));

  it('offers sign-in and registration to visitors', () => {
    renderLayout();

    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/iniciar-sesion');
    expect(desktopLink('Registrarse')).toHaveAttribute('href', '/registrarse');
    expect(desktopLink('Admin')).toBeNull();
  });

  it("shows a signed-in player's initial, role badge and account menu, which closes on Escape and outside clicks", async () => {
    const { user } = renderLayout({ jwt: 't', user: makeUser({ username: 'tincho', userType: 'premium' }) });
    const menuButton = screen.getByRole('button', { name: 'Menú de tincho' });

    expect(within(menuButton).getByText('t')).toBeInTheDocument();
    expect(within(menuButton).getByText('Premium')).toBeInTheDocument();

    await user.click(menuButton);
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/perfil');
    expect(screen.getByRole('link', { name: 'Ajustes' })).toHaveAttribute('href', '/ajustes');
    expect(screen.getByRole('link', { name: 'Tu membresía' })).toHaveAttribute('href', '/tu-membresia');
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/desconectarse');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Mi perfil' })).not.toBeInTheDocument();

    await user.click(menuButton);
    await user.click(screen.getByText('Contenido'));
    expect(screen.queryByRole('link', { name: 'Mi perfil' })).not.toBeInTheDocument();
  });

  it("shows the Admin entry to the staff and to the Admin plan's members (their server's panel), not to others", () => {
    const premium = renderLayout({ jwt: 't', user: makeUser({ userType: 'premium', staffRole: null }) });
    expect(desktopLink('Admin')).toBeNull();
    premium.unmount();

    const paidAdmin = renderLayout({ jwt: 't', user: makeUser({ userType: 'admin', staffRole: null }) });
    expect(desktopLink('Admin')).toHaveAttribute('href', '/admin');
    paidAdmin.unmount();

    renderLayout({ jwt: 't', user: makeUser({ staffRole: 'moderator' }) });
    expect(desktopLink('Admin')).toHaveAttribute('href', '/admin');
  });

  it('opens the Comunidad dropdown with its four sections', async () => {
    const { user } = renderLayout();

    const [desktopDropdown] = screen.getAllByRole('button', { name: 'Comunidad', hidden: true });
    await user.click(desktopDropdown!);

    for (const [name, href] of [
      ['Sobre nosotros', '/comunidad/sobre-nosotros'],
      ['Novedades', '/comunidad/novedades'],
      ['Staff', '/comunidad/staff'],
      ['Reglamentos', '/comunidad/reglamentos'],
    ]) {
      expect(desktopLink(name!)).toHaveAttribute('href', href);
    }
  });
});

describe('mobile tab bar and community sheet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function openSheet() {
    const result = renderLayout();
    const tabBar = screen.getByRole('navigation', { name: 'Navegación móvil' });
    expect(within(tabBar).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    fireEvent.click(within(tabBar).getByRole('button', { name: 'Comunidad' }));
    act(() => jest.advanceTimersByTime(20));
    return result;
  }

  it('opens the sheet with the community sections and locks page scroll', () => {
    openSheet();

    const sheet = screen.getByRole('dialog', { name: 'Comunidad' });
    expect(within(sheet).getByRole('link', { name: /Staff/ })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on a backdrop tap and unlocks scroll', async () => {
    openSheet();

    fireEvent.click(screen.getByTestId('community-sheet-backdrop'));
    act(() => jest.advanceTimersByTime(300));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  function drag(distance: number) {
    const handle = screen.getByTestId('community-sheet-handle');
    fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 100 + distance, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 100 + distance, pointerId: 1 });
    act(() => jest.advanceTimersByTime(300));
  }

  it('stays open when dragged down 150px or less', () => {
    openSheet();

    drag(150);

    expect(screen.getByRole('dialog', { name: 'Comunidad' })).toBeInTheDocument();
  });

  it('closes when dragged down more than 150px', () => {
    openSheet();

    drag(151);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('says since 2012 with the flag and the current year', () => {
    renderLayout();

    expect(screen.getByText(/Desde 2012, la mejor experiencia de Counter-Strike 1.6 en Argentina/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bandera de Argentina' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});

describe('a member whose monthly charge failed', () => {
  // The CMS's GET /membership/me of a Premium member whose renewal was rejected (grace days left).
  function membership(state: MembershipView['state']): MembershipView {
    return {
      id: '5a0c7d3e-1f2a-4b6c-9d8e-0f1a2b3c4d5e',
      plan: 'premium',
      state,
      amount: 3000,
      currency: 'ARS',
      periodEnd: '2027-01-02T15:00:00.000Z',
      graceUntil: state === 'past_due' ? '2027-01-05T15:00:00.000Z' : null,
      nextCharge: null,
      nextPlan: null,
      checkoutUrl: null,
      upgrade: null,
      adminServer: null,
      payments: [],
    };
  }

  it('is told on the top bar and first in the account menu, both leading to /tu-membresia', async () => {
    server.use(http.get(apiPath('/membership/me'), () => HttpResponse.json({ data: membership('past_due') })));
    renderLayout({ jwt: 't', user: makeUser({ username: 'tincho', userType: 'premium' }) });

    const notice = await screen.findByRole('link', { name: 'No pudimos cobrar tu membresía: reintentá el pago' });
    expect(notice).toHaveAttribute('href', '/tu-membresia');
    expect(within(notice).getByText('Pago vencido')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Menú de tincho' }));
    const menuLinks = await waitFor(() => {
      const links = screen.getAllByRole('link', { name: 'No pudimos cobrar tu membresía: reintentá el pago' });
      expect(links).toHaveLength(2);
      return links;
    });
    expect(menuLinks[1]).toHaveAttribute('href', '/tu-membresia');
  });

  it('is not shown while the membership is paid up', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('/membership/me'), () => {
        asked += 1;
        return HttpResponse.json({ data: membership('active') });
      }),
    );
    renderLayout({ jwt: 't', user: makeUser({ username: 'tincho', userType: 'premium' }) });

    await waitFor(() => expect(asked).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Menú de tincho' }));
    expect(screen.getByRole('link', { name: /Tu membresía/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /No pudimos cobrar/ })).toBeNull();
  });

  it('is never asked for by a player without a paid plan', () => {
    // Any request would fail the test (onUnhandledRequest: 'error'): a regular player's top bar asks nothing.
    renderLayout({ jwt: 't', user: makeUser({ username: 'tincho', userType: 'regular' }) });
    expect(screen.getByRole('button', { name: 'Menú de tincho' })).toBeInTheDocument();
  });
});
