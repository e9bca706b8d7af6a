import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_STORAGE_KEY } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { ForgotPasswordPage, RESET_REQUESTED } from '../components/forgot-password-page';
import { LINK_MISSING, PASSWORD_RESET, ResetPasswordPage } from '../components/reset-password-page';

const CODE = 'a'.repeat(43);

describe('"¿Olvidaste tu contraseña?"', () => {
  it('asks for the email and shows the neutral answer, whatever the address', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/auth/forgot-password'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true, message: RESET_REQUESTED });
      }),
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/recuperar-contrasena' });
    expect(screen.getByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' nadie@example.com ');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    expect(bodies).toEqual([{ email: 'nadie@example.com' }]);
  });

  it('checks the email before sending, and shows the CMS refusal (too many links) in Spanish', async () => {
    server.use(
      http.post(apiPath('/auth/forgot-password'), () =>
        HttpResponse.json(
          strapiError(429, 'Ya pediste varios enlaces para ese email. Esperá 58 minutos y volvé a intentar.'),
          {
            status: 429,
          },
        ),
      ),
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/recuperar-contrasena' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'no-es-email');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText('Ingresá un email válido')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jugador@cs16.com.ar');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya pediste varios enlaces para ese email.');
  });
});

describe("the email's link", () => {
  const renderReset = (route = `/restablecer-contrasena?codigo=${CODE}`) =>
    renderWithProviders(<ResetPasswordPage />, { route, path: '/restablecer-contrasena' });
  const newPassword = () => screen.getByLabelText('Nueva contraseña', { selector: 'input' });
  const repeated = () => screen.getByLabelText('Repetí la nueva contraseña', { selector: 'input' });

  it('takes the code out of the address, sets the new password and signs in for this browser session', async () => {
    let body: unknown;
    let authorization: string | null = 'unset';
    server.use(
      http.post(apiPath('/auth/reset-password'), async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ jwt: 'jwt-nuevo', refreshToken: 'r', user: makeUser() });
      }),
    );
    // Someone signed in on this browser opens the link: the call is anonymous all the same.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt: 'jwt-de-otro', user: makeUser({ id: 9 }) }));
    const { user, location, store } = renderReset();
    expect(location()).toBe('/restablecer-contrasena');

    await user.type(newPassword(), 'NuevaClave456');
    await user.type(repeated(), 'NuevaClave456');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText(PASSWORD_RESET)).toBeInTheDocument();
    expect(body).toEqual({ code: CODE, password: 'NuevaClave456', passwordConfirmation: 'NuevaClave456' });
    expect(authorization).toBeNull();
    expect(store.getState().jwt).toBe('jwt-nuevo');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toContain('jwt-nuevo');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a mi perfil' })).toHaveAttribute('href', '/perfil');
  });

  it('applies the registration rules, and shows why the CMS refused an expired or used link', async () => {
    server.use(
      http.post(apiPath('/auth/reset-password'), () =>
        HttpResponse.json(
          strapiError(400, 'El enlace para cambiar la contraseña venció (dura una hora). Pedí uno nuevo.'),
          {
            status: 400,
          },
        ),
      ),
    );
    const { user, store } = renderReset();
    await user.type(newPassword(), '123');
    await user.type(repeated(), '1234');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas deben coincidir')).toBeInTheDocument();

    await user.clear(newPassword());
    await user.type(newPassword(), 'NuevaClave456');
    await user.clear(repeated());
    await user.type(repeated(), 'NuevaClave456');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('venció (dura una hora)');
    expect(store.getState().user).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedí uno nuevo' })).toHaveAttribute('href', '/recuperar-contrasena');
  });

  it('says so when the address carries no code, or a made-up one', () => {
    renderReset('/restablecer-contrasena?codigo=<script>');
    expect(within(screen.getByRole('alert')).getByText(LINK_MISSING)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();
  });
});
