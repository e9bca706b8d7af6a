import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPath, makeMedia, server, strapiError } from '@cs16ar/shared/testing';
import { mockProfileApi, owner, renderProfile } from './profile-test-setup';

const card = () => screen.getByRole('region', { name: 'Tarjeta del jugador' });
const picker = () => screen.getByLabelText('Elegir una foto de perfil');
const avatarButton = () => within(card()).getByRole('button', { name: 'Cambiar foto de perfil' });

/**
 * Files as the browser hands them over. Node's File, because the test environment's FormData is Node's
 * (MSW reads the multipart body), and it would turn a jsdom File into the text "[object File]".
 */
function file(name: string, type: string, content: (string | Uint8Array)[]): File {
  return new NodeFile(content, name, { type }) as unknown as File;
}

function png(name = 'foto.png', bytes = 2048) {
  return file(name, 'image/png', [new Uint8Array(bytes)]);
}

const newPicture = makeMedia({
  id: 27,
  url: '/uploads/foto_nueva.png',
  formats: { small: { url: '/uploads/small_foto_nueva.png' } },
});

async function renderOwnProfile() {
  const api = mockProfileApi();
  const result = renderProfile();
  await screen.findByText('Este usuario no juega en ningún servidor actualmente.');
  // From here on the current user, re-read after an upload, has the new picture.
  server.use(http.get(apiPath('/users/me'), () => HttpResponse.json({ ...owner, profilePicture: newPicture })));
  return { ...result, api };
}

describe('profile picture', () => {
  it('opens an image-only file picker from the avatar', async () => {
    const { user } = await renderOwnProfile();
    const click = jest.spyOn(picker(), 'click');

    await user.click(avatarButton());

    expect(click).toHaveBeenCalled();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
  });

  it('uploads to the user, shows a spinner meanwhile, then re-reads the user and confirms', async () => {
    let fields: Record<string, FormDataEntryValue> = {};
    let authorization: string | null = null;
    let answer: () => void = () => undefined;
    server.use(
      http.post(apiPath('/upload'), async ({ request }) => {
        authorization = request.headers.get('Authorization');
        fields = Object.fromEntries((await request.formData()).entries());
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json([newPicture]);
      }),
    );
    const { user, store } = await renderOwnProfile();

    await user.upload(picker(), png());

    expect(await within(card()).findByRole('status')).toHaveTextContent('Subiendo foto de perfil...');
    expect(avatarButton()).toBeDisabled();
    answer();

    expect(await within(card()).findByText('¡Foto de perfil actualizada con éxito!')).toBeInTheDocument();
    expect(within(card()).getByRole('img', { name: 'Foto de perfil de jugador' })).toHaveAttribute(
      'src',
      'http://cms.test/uploads/small_foto_nueva.png',
    );
    expect(store.getState().user?.profilePicture?.id).toBe(27);
    expect(avatarButton()).toBeEnabled();
    expect(within(card()).queryByText('Subiendo foto de perfil...')).not.toBeInTheDocument();
    expect(authorization).toBe('Bearer jwt-del-jugador');
    expect(fields).toMatchObject({ ref: 'plugin::users-permissions.user', refId: '3', field: 'profilePicture' });
    expect(fields.files).toHaveProperty('name', 'foto.png');
    expect(fields.files).toHaveProperty('size', 2048);
  });

  it("shows the server's message when the upload is refused, and the uploading state ends", async () => {
    server.use(
      http.post(apiPath('/upload'), () =>
        HttpResponse.json(
          strapiError(
            400,
            'El archivo no es una imagen válida. Subí una imagen JPG, PNG, WebP o GIF.',
            'ValidationError',
          ),
          { status: 400 },
        ),
      ),
    );
    const { user, store } = await renderOwnProfile();

    await user.upload(picker(), png('rota.png'));

    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'El archivo no es una imagen válida. Subí una imagen JPG, PNG, WebP o GIF.',
    );
    expect(avatarButton()).toBeEnabled();
    expect(within(card()).queryByText('Subiendo foto de perfil...')).not.toBeInTheDocument();
    expect(store.getState().user?.profilePicture).toBeFalsy();
  });

  it('shows the fallback message when the server sends none', async () => {
    server.use(http.post(apiPath('/upload'), () => HttpResponse.error()));
    const { user } = await renderOwnProfile();

    await user.upload(picker(), png());

    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'Error al subir la foto de perfil. Por favor, intenta nuevamente.',
    );
    await waitFor(() => expect(avatarButton()).toBeEnabled());
  });

  it.each([
    [
      'a file that is not an image',
      file('dibujo.svg', 'image/svg+xml', ['<svg/>']),
      'El archivo tiene que ser una imagen JPG, PNG, WebP o GIF.',
    ],
    [
      'a document',
      file('notas.txt', 'text/plain', ['hola']),
      'El archivo tiene que ser una imagen JPG, PNG, WebP o GIF.',
    ],
    ['an image over 5 MB', png('enorme.png', 5 * 1024 * 1024 + 1), 'La imagen supera el máximo de 5 MB.'],
  ])('refuses %s before sending anything', async (_what, file, message) => {
    let calls = 0;
    server.use(
      http.post(apiPath('/upload'), () => {
        calls += 1;
        return HttpResponse.json([newPicture]);
      }),
    );
    await renderOwnProfile();
    // The picker's accept list already hides such files; a drop or "all files" can still bring them.
    const user = userEvent.setup({ applyAccept: false, delay: null });

    await user.upload(picker(), file);

    expect(await within(card()).findByRole('alert')).toHaveTextContent(message);
    expect(calls).toBe(0);
  });

  it('accepts an image of exactly 5 MB', async () => {
    server.use(http.post(apiPath('/upload'), () => HttpResponse.json([newPicture])));
    const { user } = await renderOwnProfile();

    await user.upload(picker(), png('justa.png', 5 * 1024 * 1024));

    expect(await within(card()).findByText('¡Foto de perfil actualizada con éxito!')).toBeInTheDocument();
  });
});
