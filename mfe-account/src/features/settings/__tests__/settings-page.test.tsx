import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_STORAGE_KEY } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { SettingsPage } from '../components/settings-page';
import { EMAIL_CHANGED } from '../components/email-section';
import { PASSWORD_CHANGED } from '../components/password-section';

const me = makeUser({
  id: 3,
  username: 'jugador',
  email: 'jugador@cs16.com.ar',
  steamID: 'STEAM_0:1:30000003',
  steamIdVerifiedAt: '2025-03-01T22:00:00.000Z',
});

function renderSettings() {
  return renderWithProviders(<SettingsPage />, {
    route: '/ajustes',
    session: { jwt: 'jwt-actual', refreshToken: 'refresh-actual', user: me },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

// The Discord card reads its link (its own tests: src/features/discord-link).
beforeEach(() => {
  server.use(
    http.get(apiPath('/discord/me'), () =>
      HttpResponse.json({ data: { configured: false, link: null, movedAt: null } }),
    ),
  );
});

describe('/ajustes', () => {
  it('shows the Steam ID with its state and every part of the account', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeInTheDocument();
    expect(within(section('Tu Steam ID')).getByText('Verificado')).toBeInTheDocument();
    for (const name of ['Discord', 'Contraseña', 'Email', 'Sesiones', 'Tus datos'])
      expect(section(name)).toBeInTheDocument();
    expect(within(section('Email')).getByText('jugador@cs16.com.ar')).toBeInTheDocument();
  });

  it('changes the password with the current one, and keeps this browser signed in with the new tokens', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/auth/change-password'), async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        bodies.push(body);
        return body.currentPassword === 'Jugador1234'
          ? HttpResponse.json({ jwt: 'jwt-nuevo', refreshToken: 'refresh-nuevo', user: me })
          : HttpResponse.json(strapiError(400, 'La contraseña actual no es correcta.'), { status: 400 });
      }),
    );
    const { user, store } = renderSettings();
    const form = within(section('Contraseña'));
    const fill = async (current: string) => {
      await user.clear(form.getByLabelText('Contraseña actual', { selector: 'input' }));
      await user.type(form.getByLabelText('Contraseña actual', { selector: 'input' }), current);
      await user.clear(form.getByLabelText('Nueva contraseña', { selector: 'input' }));
      await user.type(form.getByLabelText('Nueva contraseña', { selector: 'input' }), 'Nueva12345');
      await user.clear(form.getByLabelText('Repetí la nueva contraseña', { selector: 'input' }));
      await user.type(form.getByLabelText('Repetí la nueva contraseña', { selector: 'input' }), 'Nueva12345');
      await user.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    };

    await fill('incorrecta');
    expect(await form.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    expect(store.getState().jwt).toBe('jwt-actual');

    await fill('Jugador1234');
    expect(await form.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      currentPassword: 'Jugador1234',
      password: 'Nueva12345',
      passwordConfirmation: 'Nueva12345',
    });
    expect(store.getState().jwt).toBe('jwt-nuevo');
    // Kept where the session was kept ("Recordarme" here).
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toContain('refresh-nuevo');
  });

  it('changes the email only with the current password', async () => {
    let body: unknown;
    server.use(
      http.put(apiPath('/users/me'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...me, email: 'nuevo@example.com' });
      }),
    );
    const { user, store } = renderSettings();
    const form = within(section('Email'));
    await user.type(form.getByRole('textbox', { name: 'Nuevo email' }), 'nuevo@example.com');
    await user.click(form.getByRole('button', { name: 'Cambiar email' }));
    expect(await form.findByText('Ingresá tu contraseña actual')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.type(form.getByLabelText('Contraseña actual', { selector: 'input' }), 'Jugador1234');
    await user.click(form.getByRole('button', { name: 'Cambiar email' }));
    expect(await form.findByText(EMAIL_CHANGED)).toBeInTheDocument();
    expect(body).toEqual({ email: 'nuevo@example.com', currentPassword: 'Jugador1234' });
    expect(store.getState().user?.email).toBe('nuevo@example.com');
  });

  it('closes every session, this one included, and the sign-in page can say why', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/logout'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, store } = renderSettings();
    await user.click(
      within(section('Sesiones')).getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await waitFor(() => expect(store.getState().user).toBeNull());
    expect(body).toEqual({ refreshToken: 'refresh-actual', scope: 'all' });
    expect(store.getState().signedOut).toBe('everywhere');
  });

  it('downloads the JSON file of the account', async () => {
    const exported = { account: { username: 'jugador' } };
    server.use(http.get(apiPath('/users/me/export'), () => HttpResponse.json(exported)));
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:datos';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('mis-datos-cs16-argentina.json');
      expect(this.href).toBe('blob:datos');
    });
    const { user } = renderSettings();
    await user.click(within(section('Tus datos')).getByRole('button', { name: 'Descargar mis datos' }));
    await within(section('Tus datos')).findByRole('button', { name: 'Descargar mis datos' });
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await created[0]!.text())).toEqual(exported);
    clicks.mockRestore();
  });

  it('deletes the account only with the password, then forgets the session', async () => {
    server.use(
      http.post(apiPath('/users/me/delete'), async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'Jugador1234'
          ? HttpResponse.json({ data: { deleted: true } })
          : HttpResponse.json(strapiError(400, 'La contraseña actual no es correcta.'), { status: 400 });
      }),
    );
    const { user, store } = renderSettings();
    const data = within(section('Tus datos'));
    await user.click(data.getByRole('button', { name: 'Eliminar mi cuenta' }));
    await user.click(data.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await data.findByText('Ingresá tu contraseña para eliminar tu cuenta')).toBeInTheDocument();

    await user.type(data.getByLabelText('Tu contraseña', { selector: 'input' }), 'otra');
    await user.click(data.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await data.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    expect(store.getState().user).not.toBeNull();

    await user.clear(data.getByLabelText('Tu contraseña', { selector: 'input' }));
    await user.type(data.getByLabelText('Tu contraseña', { selector: 'input' }), 'Jugador1234');
    await user.click(data.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await waitFor(() => expect(store.getState().user).toBeNull());
    expect(store.getState().signedOut).toBe('account-deleted');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
