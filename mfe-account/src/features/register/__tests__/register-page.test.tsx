import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_STORAGE_KEY, type RedirectState, Route } from '@cs16ar/shared';
import { apiPath, makeUser, renderWithProviders, server, strapiError } from '@cs16ar/shared/testing';
import { RegisterPage } from '../components/register-page';

const destinations = (
  <>
    <Route path="/" element={<h1>Inicio</h1>} />
    <Route path="/membresia" element={<h1>Membresía</h1>} />
  </>
);

function renderRegister(options: { state?: RedirectState; signedIn?: boolean } = {}) {
  return renderWithProviders(<RegisterPage />, {
    route: '/registrarse',
    path: '/registrarse',
    state: options.state,
    session: options.signedIn ? { jwt: 't', user: makeUser() } : null,
    extraRoutes: destinations,
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Crear cuenta' });

async function fillValidForm(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(field('Nombre de usuario'), 'tincho_awp');
  await user.type(field('Email'), 'Tincho@Example.com');
  await user.type(field('Contraseña'), 'Secreta123');
  await user.type(field('Confirmar contraseña'), 'Secreta123');
}

describe('registration form', () => {
  it.each([
    ['Nombre de usuario', '', 'El nombre de usuario es requerido'],
    ['Nombre de usuario', 'ab', 'El nombre de usuario debe tener al menos 3 caracteres'],
    ['Email', '', 'El email es requerido'],
    ['Email', 'no-es-un-email', 'Ingresá un email válido'],
    ['Contraseña', '', 'La contraseña es requerida'],
    ['Contraseña', '12345', 'La contraseña debe tener al menos 6 caracteres'],
  ])('%s = "%s" says "%s", only once the field was left', async (label, value, message) => {
    const { user } = renderRegister();

    await user.click(field(label));
    if (value) await user.type(field(label), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(message);
  });

  it('asks to confirm the password, and for matching passwords, only after the confirmation was touched', async () => {
    const { user } = renderRegister();

    await user.type(field('Contraseña'), 'Secreta123');
    await user.tab();
    expect(screen.queryByText('Las contraseñas deben coincidir')).not.toBeInTheDocument();
    expect(screen.queryByText('Confirmá tu contraseña')).not.toBeInTheDocument();

    await user.click(field('Confirmar contraseña'));
    await user.tab();
    expect(await screen.findByText('Confirmá tu contraseña')).toBeInTheDocument();

    await user.type(field('Confirmar contraseña'), 'Secreta12');
    expect(await screen.findByText('Las contraseñas deben coincidir')).toBeInTheDocument();
    await user.type(field('Confirmar contraseña'), '3');
    await waitFor(() => expect(screen.queryByText('Las contraseñas deben coincidir')).not.toBeInTheDocument());

    // Changing the password re-checks the confirmation the user already filled in.
    await user.type(field('Contraseña'), '4');
    expect(await screen.findByText('Las contraseñas deben coincidir')).toBeInTheDocument();
  });

  it('creates the account with only what the CMS accepts (terms not enforced) and goes home', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/auth/local/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ jwt: 'jwt-nuevo', user: makeUser({ id: 41, username: 'tincho_awp' }) });
      }),
    );
    const { user, store } = renderRegister();

    await fillValidForm(user);
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' })).not.toBeChecked();
    // The terms and the privacy policy open beside the form, which keeps what was typed.
    const terms = screen.getByRole('link', { name: 'términos y condiciones' });
    expect(terms).toHaveAttribute('href', '/terminos');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(body).toEqual({ username: 'tincho_awp', email: 'Tincho@Example.com', password: 'Secreta123' });
    expect(store.getState().user?.id).toBe(41);
    // A new account is signed in for this browser session (no "Recordarme" on the registration form).
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      jwt: 'jwt-nuevo',
    });
  });

  it('goes back to the page the route guard remembered', async () => {
    server.use(http.post(apiPath('/auth/local/register'), () => HttpResponse.json({ jwt: 'j', user: makeUser() })));
    const { user, location } = renderRegister({ state: { from: { pathname: '/membresia' } } });

    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Membresía' })).toBeInTheDocument();
    expect(location()).toBe('/membresia');
  });

  it("shows the server's message when registration is refused", async () => {
    server.use(
      http.post(apiPath('/auth/local/register'), () =>
        HttpResponse.json(strapiError(400, 'El email o nombre de usuario ya está en uso.'), { status: 400 }),
      ),
    );
    const { user, store } = renderRegister();

    await fillValidForm(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El email o nombre de usuario ya está en uso.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(store.getState().user).toBeNull();
  });

  it('shows the fallback message when the CMS cannot be reached', async () => {
    server.use(http.post(apiPath('/auth/local/register'), () => HttpResponse.error()));
    const { user } = renderRegister();

    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('El registro falló. Por favor intentalo nuevamente.');
    expect(submitButton()).toBeEnabled();
  });

  it('shows progress while the account is created', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(apiPath('/auth/local/register'), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ jwt: 'j', user: makeUser() });
      }),
    );
    const { user } = renderRegister();

    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Creando cuenta...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('sends a signed-in player to the home page', async () => {
    renderRegister({ signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  });

  it('offers new passwords to password managers', () => {
    renderRegister();

    expect(field('Nombre de usuario')).toHaveAttribute('autocomplete', 'username');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirmar contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Iniciá sesión' })).toHaveAttribute('href', '/iniciar-sesion');
  });
});
