import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_STORAGE_KEY } from '@cs16ar/shared';
import { apiPath, server, strapiError } from '@cs16ar/shared/testing';
import { mockProfileApi, owner, renderProfile } from './profile-test-setup';

const form = () => screen.getByRole('form', { name: 'Editar perfil' });
const field = (label: string) => within(form()).getByLabelText(new RegExp(`^${label}`));
const saveButton = () => within(form()).getByRole('button', { name: 'Guardar cambios' });

async function renderForm() {
  mockProfileApi();
  const result = renderProfile();
  await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  return result;
}

describe('"Editar perfil" form', () => {
  it('starts from the signed-in user and offers the Steam ID format as placeholder', async () => {
    await renderForm();

    expect(field('Nombre de usuario')).toHaveValue('jugador');
    expect(field('Email')).toHaveValue('jugador@cs16.com.ar');
    expect(field('Apodo')).toHaveValue('Jugador Común');
    expect(field('Biografía')).toHaveValue('Dust2 24/7 y algo de GunGame.');
    expect(field('Biografía')).toHaveAttribute('rows', '3');
    expect(field('Steam ID')).toHaveValue('STEAM_0:1:30000003');
    expect(field('Steam ID')).toHaveAttribute('placeholder', 'STEAM_X:Y:Z');
  });

  it.each([
    ['Nombre de usuario', '', 'El nombre de usuario es obligatorio'],
    ['Nombre de usuario', 'ab', 'El nombre de usuario debe tener al menos 3 caracteres'],
    ['Email', '', 'El email es obligatorio'],
    ['Email', 'jugador@', 'Ingresa un email válido'],
  ])('%s = "%s" says "%s", only once the field was left', async (label, value, message) => {
    const { user } = await renderForm();

    await user.clear(field(label));
    if (value) await user.type(field(label), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(message);
  });

  it('saves with PUT /users/me, leaves empty optional fields out, and merges the answer into the session', async () => {
    let body: Record<string, unknown> | undefined;
    let authorization: string | null = null;
    server.use(
      http.put(apiPath('/users/me'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ...owner, ...body, bio: owner.bio, steamID: owner.steamID });
      }),
    );
    const { user, store } = await renderForm();

    await user.clear(field('Apodo'));
    await user.type(field('Apodo'), '  El Tincho ');
    await user.clear(field('Biografía'));
    await user.clear(field('Steam ID'));
    await user.click(saveButton());

    expect(await within(form()).findByRole('status')).toHaveTextContent('¡Perfil actualizado con éxito!');
    expect(body).toEqual({ username: 'jugador', email: 'jugador@cs16.com.ar', nickname: 'El Tincho' });
    expect(authorization).toBe('Bearer jwt-del-jugador');
    expect(store.getState().user?.nickname).toBe('El Tincho');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null').user.nickname).toBe('El Tincho');
    // The card follows the session at once.
    expect(
      within(screen.getByRole('region', { name: 'Tarjeta del jugador' })).getByText('El Tincho'),
    ).toBeInTheDocument();
  });

  it('shows "Guardando..." while saving', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.put(apiPath('/users/me'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(owner);
      }),
    );
    const { user } = await renderForm();

    await user.click(saveButton());

    expect(await within(form()).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    answer();
    expect(await within(form()).findByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  });

  it("shows the server's message when the change is refused, and keeps the session as it was", async () => {
    server.use(
      http.put(apiPath('/users/me'), () =>
        HttpResponse.json(strapiError(400, 'El nombre de usuario ya está en uso.', 'ValidationError'), { status: 400 }),
      ),
    );
    const { user, store } = await renderForm();

    await user.clear(field('Nombre de usuario'));
    await user.type(field('Nombre de usuario'), 'admin');
    await user.click(saveButton());

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('El nombre de usuario ya está en uso.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(store.getState().user?.username).toBe('jugador');
  });

  it('shows the fallback message when the server sends none', async () => {
    server.use(http.put(apiPath('/users/me'), () => HttpResponse.error()));
    const { user } = await renderForm();

    await user.click(saveButton());

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Error al actualizar el perfil. Por favor, intenta nuevamente.',
    );
  });

  // Issue 14: a stolen session alone cannot move the account's email (where a password reset goes).
  it('asks for "Contraseña actual" only while the email differs, and sends it with the new email only', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put(apiPath('/users/me'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...owner, email: body.email });
      }),
    );
    const { user } = await renderForm();
    const currentPassword = () => within(form()).queryByLabelText('Contraseña actual', { selector: 'input' });
    expect(currentPassword()).not.toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'JUGADOR@cs16.com.ar ');
    expect(currentPassword()).not.toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'nuevo@cs16.com.ar');
    expect(currentPassword()).toHaveAccessibleDescription('Para cambiar el email, confirmá que sos vos.');
    await user.type(currentPassword()!, 'Jugador1234');
    await user.click(saveButton());

    expect(await within(form()).findByRole('status')).toHaveTextContent('¡Perfil actualizado con éxito!');
    expect(body).toMatchObject({ email: 'nuevo@cs16.com.ar', currentPassword: 'Jugador1234' });
    // Saved: the new email is the account's, so the password is asked no more.
    expect(currentPassword()).not.toBeInTheDocument();
  });

  it('does not send a new email without the current password', async () => {
    let calls = 0;
    server.use(
      http.put(apiPath('/users/me'), () => {
        calls += 1;
        return HttpResponse.json(owner);
      }),
    );
    const { user } = await renderForm();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'nuevo@cs16.com.ar');
    await user.click(saveButton());

    expect(await screen.findByText('Ingresá tu contraseña actual para cambiar el email')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form()).getByLabelText('Contraseña actual', { selector: 'input' })).toHaveFocus(),
    );
    expect(calls).toBe(0);
  });

  it("shows the CMS's message when the current password is wrong, and keeps the old email", async () => {
    server.use(
      http.put(apiPath('/users/me'), () =>
        HttpResponse.json(strapiError(400, 'La contraseña actual no es correcta.', 'ValidationError'), { status: 400 }),
      ),
    );
    const { user, store } = await renderForm();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'nuevo@cs16.com.ar');
    await user.type(within(form()).getByLabelText('Contraseña actual', { selector: 'input' }), 'otra');
    await user.click(saveButton());

    expect(await within(form()).findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    expect(store.getState().user?.email).toBe('jugador@cs16.com.ar');
  });

  it('does not send an invalid form and focuses the first invalid field', async () => {
    let calls = 0;
    server.use(
      http.put(apiPath('/users/me'), () => {
        calls += 1;
        return HttpResponse.json(owner);
      }),
    );
    const { user } = await renderForm();

    await user.clear(field('Email'));
    await user.click(saveButton());

    expect(await screen.findByText('El email es obligatorio')).toBeInTheDocument();
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(calls).toBe(0);
  });
});
