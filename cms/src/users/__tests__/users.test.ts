import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_USERS } from '../../seed/demo-users';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError, request } from '../../../test-utils/http';

// Sign-in, registration, profile editing and profile pictures, over real HTTP against a real CMS.

let cms: TestCms;
let api: ReturnType<typeof apiClient>;
let db: TestDatabase;
// Pictures per player per hour: above what any single test below sends for one player.
const UPLOAD_LIMIT = 7;

beforeAll(async () => {
  cms = await startCms({
    env: {
      AUTH_RATE_LIMIT_MAX: '1000',
      REGISTRATION_RATE_LIMIT_MAX: '1000',
      UPLOAD_RATE_LIMIT_MAX: String(UPLOAD_LIMIT),
    },
  });
  api = apiClient(cms.api);
  db = await cms.db();
});
afterAll(() => cms?.stop());

const USER_FIELDS_NEVER_SHOWN = ['password', 'resetPasswordToken', 'confirmationToken'];
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

async function register(username = unique('jugador')) {
  const response = await api.post('/auth/local/register', {
    body: { username, email: `${username}@ejemplo.com.ar`, password: 'Secreta123' },
  });
  expect(response.status).toBe(200);
  return response.body as { jwt: string; user: { id: number; username: string; email: string } };
}

describe('POST /api/auth/local', () => {
  it.each(DEMO_USERS.map((user) => [user.username, user] as const))(
    'signs in the demo user %s',
    async (_name, demo) => {
      for (const identifier of [demo.username, demo.email]) {
        const response = await api.post('/auth/local', { body: { identifier, password: demo.password } });
        expect(response.status).toBe(200);
        expect(response.body.jwt).toEqual(expect.any(String));
        expect(response.body.user).toMatchObject({
          username: demo.username,
          email: demo.email,
          userType: demo.userType,
          nickname: demo.nickname,
          bio: demo.bio,
          steamID: demo.steamID,
          confirmed: true,
        });
        for (const field of USER_FIELDS_NEVER_SHOWN) expect(response.body.user).not.toHaveProperty(field);
      }
    },
  );

  it('refuses a wrong password or an unknown user in Spanish', async () => {
    const wrong = await api.post('/auth/local', { body: { identifier: 'jugador', password: 'incorrecta' } });
    expectSpanishError(wrong, 400, 'Email/usuario o contraseña incorrectos.');
    const unknown = await api.post('/auth/local', { body: { identifier: 'nadie@ejemplo.com', password: 'x12345' } });
    expectSpanishError(unknown, 400, 'Email/usuario o contraseña incorrectos.');
  });

  it('asks for both fields in Spanish', async () => {
    expectSpanishError(await api.post('/auth/local', { body: { identifier: 'jugador' } }), 400, /Ingresá tu email/);
  });

  it('refuses a blocked account in Spanish', async () => {
    const { user } = await register();
    await db.query('UPDATE up_users SET blocked = $1 WHERE id = $2', [true, user.id]);
    const response = await api.post('/auth/local', { body: { identifier: user.username, password: 'Secreta123' } });
    expectSpanishError(response, 400, /bloqueada/);
  });
});

describe('POST /api/auth/local/register', () => {
  it('creates a regular user and signs them in', async () => {
    const username = unique('nuevo');
    const response = await api.post('/auth/local/register', {
      body: { username, email: `${username.toUpperCase()}@Ejemplo.com.ar`, password: 'Secreta123' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ username, email: `${username}@ejemplo.com.ar`, userType: 'regular' });
    for (const field of USER_FIELDS_NEVER_SHOWN) expect(response.body.user).not.toHaveProperty(field);
    const me = await api.get('/users/me', { token: response.body.jwt });
    expect(me.body).toMatchObject({ username, userType: 'regular' });
  });

  it('refuses a username or email already in use in Spanish', async () => {
    const taken = [
      { username: 'jugador', email: `${unique('x')}@ejemplo.com.ar`, password: 'Secreta123' },
      { username: unique('otro'), email: 'jugador@cs16.com.ar', password: 'Secreta123' },
      { username: unique('otro'), email: 'JUGADOR@cs16.com.ar', password: 'Secreta123' },
    ];
    for (const body of taken) {
      expectSpanishError(
        await api.post('/auth/local/register', { body }),
        400,
        'El email o nombre de usuario ya está en uso.',
      );
    }
  });

  it.each([
    ['a short username', { username: 'ab', email: 'ab@ejemplo.com', password: 'Secreta123' }, /al menos 3 caracteres/],
    ['no username', { email: 'x@ejemplo.com', password: 'Secreta123' }, /nombre de usuario es obligatorio/],
    ['a bad email', { username: 'emailmalo', email: 'no-es-un-email', password: 'Secreta123' }, /email válido/],
    ['a short password', { username: 'clavecorta', email: 'c@ejemplo.com', password: '123' }, /al menos 6 caracteres/],
    ['no password', { username: 'sinclave', email: 's@ejemplo.com' }, /contraseña es obligatoria/],
    // Issue 41, item 5: one of the most common passwords, in any case, and the community's own.
    [
      'a common password',
      { username: 'comun1', email: 'comun1@ejemplo.com', password: 'password1' },
      /^Esa contraseña es demasiado común\./,
    ],
    [
      'a common one in capitals',
      { username: 'comun2', email: 'comun2@ejemplo.com', password: 'QWERTY123' },
      /demasiado común/,
    ],
    [
      "the community's name",
      { username: 'comun3', email: 'comun3@ejemplo.com', password: 'Argentina' },
      /demasiado común/,
    ],
  ])('refuses %s in Spanish', async (_label, body, message) => {
    expectSpanishError(await api.post('/auth/local/register', { body }), 400, message);
  });

  it.each(['userType', 'role', 'confirmed', 'blocked', 'provider', 'nickname'])(
    'never accepts %s from the client, and creates nothing',
    async (field) => {
      const username = unique('escala');
      const body = {
        username,
        email: `${username}@ejemplo.com.ar`,
        password: 'Secreta123',
        [field]: field === 'role' ? 1 : field === 'userType' ? 'admin' : field === 'nickname' ? 'x' : true,
      };
      expectSpanishError(await api.post('/auth/local/register', { body }), 400, new RegExp(`"${field}"`));
      const rows = await db.query('SELECT id FROM up_users WHERE username = $1', [username]);
      expect(rows).toHaveLength(0);
    },
  );
});

describe('GET /api/users/me', () => {
  it('needs a signed-in user', async () => {
    expectSpanishError(await api.get('/users/me'), 401, /iniciar sesión/);
    expectSpanishError(await api.get('/users/me', { token: 'no.es.un.jwt' }), 401);
  });

  it('returns the signed-in user with profilePicture', async () => {
    const { jwt } = await api.login('premium', 'Premium1234');
    const response = await api.get('/users/me?populate=profilePicture', { token: jwt });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'premium', userType: 'premium', profilePicture: null });
    for (const field of USER_FIELDS_NEVER_SHOWN) expect(response.body).not.toHaveProperty(field);
  });
});

describe('PUT /api/users/me', () => {
  it('needs a signed-in user', async () => {
    expectSpanishError(await api.put('/users/me', { body: { nickname: 'x' } }), 401);
  });

  it('updates nickname, bio, steamID, username and email, and returns the user with profilePicture', async () => {
    const { jwt } = await register();
    const username = unique('cambiado');
    const changes = {
      nickname: 'Tano',
      bio: 'Juego Zombie',
      steamID: 'STEAM_0:1:123456',
      username,
      email: `${username}@Ejemplo.com`,
    };
    const response = await api.put('/users/me', { token: jwt, body: { ...changes, currentPassword: 'Secreta123' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...changes, email: `${username}@ejemplo.com`, userType: 'regular' });
    expect(response.body).toHaveProperty('profilePicture', null);
    expect(response.body).not.toHaveProperty('data');
    const me = await api.get('/users/me', { token: jwt });
    expect(me.body).toMatchObject({ nickname: 'Tano', steamID: 'STEAM_0:1:123456', username });
    const login = await api.post('/auth/local', { body: { identifier: username, password: 'Secreta123' } });
    expect(login.status).toBe(200);
  });

  it('clears optional fields with empty strings', async () => {
    const { jwt } = await register();
    await api.put('/users/me', { token: jwt, body: { nickname: 'Algo', steamID: 'STEAM_1:0:1' } });
    const response = await api.put('/users/me', { token: jwt, body: { nickname: '', steamID: '' } });
    expect(response.body).toMatchObject({ nickname: null, steamID: null });
  });

  it.each([
    ['a short username', { username: 'ab' }, /al menos 3 caracteres/],
    ['an empty username', { username: '' }, /obligatorio/],
    ['a taken username', { username: 'admin' }, 'El nombre de usuario ya está en uso.'],
    ['an invalid email', { email: 'sin-arroba' }, 'Ingresá un email válido.'],
    ['a taken email', { email: 'premium@cs16.com.ar', currentPassword: 'Secreta123' }, 'El email ya está en uso.'],
    ['a malformed Steam ID', { steamID: '76561198000000000' }, /STEAM_X:Y:Z/],
    ['a Steam ID with junk', { steamID: 'STEAM_0:2:123' }, /STEAM_X:Y:Z/],
    ['a too long bio', { bio: 'a'.repeat(501) }, /hasta 500 caracteres/],
    ['a non-text nickname', { nickname: 42 }, /tiene que ser texto/],
  ])('refuses %s in Spanish and changes nothing', async (_label, body, message) => {
    const { jwt, user } = await register();
    expectSpanishError(await api.put('/users/me', { token: jwt, body }), 400, message);
    const me = await api.get('/users/me', { token: jwt });
    expect(me.body).toMatchObject({ username: user.username, email: user.email });
  });

  it.each([
    ['userType', 'admin'],
    ['role', 1],
    ['password', 'OtraClave123'],
    ['confirmed', false],
    ['blocked', true],
    ['provider', 'google'],
    ['id', 1],
    ['documentId', 'abc'],
    ['profilePicture', 1],
    ['servers', [1]],
    ['data', { nickname: 'x' }],
  ])('refuses %s with 400 and applies nothing, not even the allowed fields', async (field, value) => {
    const { jwt, user } = await register();
    const response = await api.put('/users/me', { token: jwt, body: { nickname: 'Escalador', [field]: value } });
    expectSpanishError(response, 400, new RegExp(`"${field}"`));
    const me = await api.get('/users/me', { token: jwt });
    expect(me.body).toMatchObject({
      id: user.id,
      userType: 'regular',
      nickname: null,
      confirmed: true,
      blocked: false,
    });
    const login = await api.post('/auth/local', { body: { identifier: user.username, password: 'Secreta123' } });
    expect(login.status).toBe(200);
  });

  // Issue 14: a stolen token alone must not be enough to move the account's email (where a password
  // reset goes) or to change its password.
  it('changes the email only with the current password', async () => {
    const { jwt, user } = await register();
    const email = `${unique('nuevo')}@ejemplo.com.ar`;
    expectSpanishError(
      await api.put('/users/me', { token: jwt, body: { email } }),
      400,
      'Para cambiar tu email ingresá tu contraseña actual.',
    );
    expectSpanishError(
      await api.put('/users/me', { token: jwt, body: { email, currentPassword: 'NoEsLaClave1' } }),
      400,
      'La contraseña actual no es correcta.',
    );
    expect((await api.get('/users/me', { token: jwt })).body.email).toBe(user.email);

    const changed = await api.put('/users/me', { token: jwt, body: { email, currentPassword: 'Secreta123' } });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe(email);
    expect(changed.body).not.toHaveProperty('currentPassword');
    // The profile form always sends the email: unchanged, it needs no password.
    const unchanged = await api.put('/users/me', { token: jwt, body: { email, nickname: 'Sin cambio de email' } });
    expect(unchanged.status).toBe(200);
  });

  it("Strapi's own password change also needs the current password", async () => {
    const { jwt, user } = await register();
    const stolen = { password: 'Robada12345', passwordConfirmation: 'Robada12345' };
    expectSpanishError(await api.post('/auth/change-password', { token: jwt, body: stolen }), 400);
    expectSpanishError(
      await api.post('/auth/change-password', { token: jwt, body: { ...stolen, currentPassword: 'NoEsLaClave1' } }),
      400,
      'La contraseña actual no es correcta.',
    );
    const signIn = await api.post('/auth/local', { body: { identifier: user.username, password: 'Secreta123' } });
    expect(signIn.status).toBe(200);
  });

  it('cannot edit another user through PUT /api/users/:id', async () => {
    const { jwt } = await register();
    expectSpanishError(await api.put('/users/1', { token: jwt, body: { userType: 'regular' } }), 403);
    const admin = await api.login('admin', 'Admin1234');
    expect(admin.user.userType).toBe('admin');
  });
});

describe('POST /api/upload (profile picture)', () => {
  type Image = { data: Buffer; name: string; type: string };
  const image = async (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1200): Promise<Image> => ({
    data: await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#c98b2b' } })
      .toFormat(format)
      .toBuffer(),
    name: `foto.${format === 'jpeg' ? 'jpg' : format}`,
    type: `image/${format}`,
  });
  const SVG: Image = {
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    name: 'foto.svg',
    type: 'image/svg+xml',
  };

  function upload(token: string | undefined, file: Image, fields: Record<string, string>, extraFile?: Image) {
    const form = new FormData();
    form.append('files', new Blob([file.data], { type: file.type }), file.name);
    if (extraFile) form.append('files', new Blob([extraFile.data], { type: extraFile.type }), extraFile.name);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return request('POST', `${cms.api}/upload`, { token, form });
  }
  const ownPicture = (id: number) => ({
    ref: 'plugin::users-permissions.user',
    refId: String(id),
    field: 'profilePicture',
  });
  const storedFiles = async () => (await db.query<{ id: number }>('SELECT id FROM files')).length;

  async function expectNothingStored(action: () => Promise<void>) {
    const rowsBefore = await storedFiles();
    const filesBefore = cms.uploadedFiles().length;
    await action();
    expect(await storedFiles()).toBe(rowsBefore);
    expect(cms.uploadedFiles()).toHaveLength(filesBefore);
  }

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'accepts a %s as the own profile picture, with every format',
    async (format) => {
      const { jwt, user } = await register();
      const response = await upload(jwt, await image(format), ownPicture(user.id));
      expect(response.status).toBe(201);
      expect(response.body[0]).toMatchObject({ mime: `image/${format}`, width: 1200 });
      const me = await api.get('/users/me?populate=profilePicture', { token: jwt });
      const picture = me.body.profilePicture;
      expect(picture).toMatchObject({ id: response.body[0].id, url: expect.stringMatching(/^\/uploads\//) });
      for (const size of ['thumbnail', 'small', 'medium', 'large']) {
        expect(picture.formats[size].url).toMatch(/^\/uploads\//);
        expect((await fetch(`${cms.url}${picture.formats[size].url}`)).status).toBe(200);
      }
      // Signing in again gives the picture at once (the site's top bar shows it).
      const signIn = await api.post('/auth/local', { body: { identifier: user.username, password: 'Secreta123' } });
      expect(signIn.body.user.profilePicture).toMatchObject({
        id: picture.id,
        formats: { thumbnail: expect.any(Object) },
      });
      for (const field of USER_FIELDS_NEVER_SHOWN) expect(signIn.body.user).not.toHaveProperty(field);
    },
  );

  it('replacing the picture removes the previous file', async () => {
    const { jwt, user } = await register();
    const first = await upload(jwt, await image('png'), ownPicture(user.id));
    const firstUrl = first.body[0].url as string;
    const filesAfterFirst = cms.uploadedFiles().length;
    const second = await upload(jwt, await image('jpeg'), ownPicture(user.id));
    expect(second.status).toBe(201);
    const me = await api.get('/users/me?populate=profilePicture', { token: jwt });
    expect(me.body.profilePicture.id).toBe(second.body[0].id);
    expect(await db.query('SELECT id FROM files WHERE id = $1', [first.body[0].id])).toHaveLength(0);
    expect(cms.uploadedFiles()).toHaveLength(filesAfterFirst);
    expect((await fetch(`${cms.url}${firstUrl}`)).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    await expectNothingStored(async () => {
      expectSpanishError(await upload(undefined, await image('png', 200), ownPicture(1)), 401);
    });
  });

  it("refuses another user's profile, another content type and another field", async () => {
    const { jwt, user } = await register();
    const png = await image('png', 200);
    await expectNothingStored(async () => {
      for (const fields of [
        ownPicture(1),
        { ...ownPicture(user.id), refId: String(user.id + 1000) },
        { ...ownPicture(user.id), ref: 'api::server.server', field: 'photo' },
        { ...ownPicture(user.id), field: 'avatar' },
        {},
      ]) {
        expectSpanishError(await upload(jwt, png, fields), 403, 'Solo podés cambiar tu propia foto de perfil.');
      }
    });
    const admin = await api.login('admin', 'Admin1234');
    const adminMe = await api.get('/users/me?populate=profilePicture', { token: admin.jwt });
    expect(adminMe.body.profilePicture).toBeNull();
  });

  it('refuses SVG, whatever it claims to be', async () => {
    const { jwt, user } = await register();
    await expectNothingStored(async () => {
      for (const file of [SVG, { ...SVG, name: 'foto.png', type: 'image/png' }]) {
        expectSpanishError(await upload(jwt, file, ownPicture(user.id)), 400, /no es una imagen válida/);
      }
    });
  });

  it('refuses files that are not images, or broken images', async () => {
    const { jwt, user } = await register();
    const png = await image('png', 200);
    await expectNothingStored(async () => {
      for (const file of [
        { data: Buffer.from('hola, no soy una imagen'), name: 'foto.jpg', type: 'image/jpeg' },
        { data: png.data.subarray(0, 60), name: 'cortada.png', type: 'image/png' },
        { data: Buffer.from('%PDF-1.4\n'), name: 'doc.pdf', type: 'application/pdf' },
      ]) {
        expectSpanishError(await upload(jwt, file, ownPicture(user.id)), 400, /no es una imagen válida/);
      }
    });
  });

  it('refuses a 6 MB file', async () => {
    const { jwt, user } = await register();
    const png = await image('png', 200);
    const big = {
      data: Buffer.concat([png.data, Buffer.alloc(6 * 1024 * 1024, 1)]),
      name: 'grande.png',
      type: 'image/png',
    };
    await expectNothingStored(async () => {
      expectSpanishError(await upload(jwt, big, ownPicture(user.id)), 413, 'La imagen supera el máximo de 5 MB.');
    });
  });

  // Issue 14: a 1×1 GIF followed by HTML and named x.html was stored as .html, text/html, and served as a
  // page from the CMS's origin (the admin panel's); followed by script and named x.js, as script.
  const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  it.each([
    ['x.html', 'text/html', '<script>alert(document.domain)</script>'],
    ['x.js', 'text/javascript', '=1;alert(1)'],
  ])('keeps a GIF sent as %s as a .gif, image/gif, served as such with nosniff', async (name, type, tail) => {
    const { jwt, user } = await register();
    const file = { data: Buffer.concat([GIF_1X1, Buffer.from(tail)]), name, type };
    const response = await upload(jwt, file, ownPicture(user.id));
    expect(response.status).toBe(201);
    expect(response.body[0]).toMatchObject({
      name: `foto-de-perfil-${user.id}.gif`,
      ext: '.gif',
      mime: 'image/gif',
      url: expect.stringMatching(/^\/uploads\/[^/]+\.gif$/),
    });
    const served = await fetch(`${cms.url}${response.body[0].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cms.uploadedFiles().filter((stored) => /\.(html?|js)$/i.test(stored))).toEqual([]);
  });

  it('serves nothing in /uploads as a page or a script, even a file put there by hand', async () => {
    const planted = {
      'plantado.html': '<script>alert(1)</script>',
      'plantado.js': 'alert(1)',
      'plantado.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    };
    for (const [name, content] of Object.entries(planted)) writeFileSync(path.join(cms.uploadsDir, name), content);
    for (const name of Object.keys(planted)) {
      const response = await fetch(`${cms.url}/uploads/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
    }
  });

  // Issue 14: a PNG of a few KB declaring 16000 × 16000 pixels (1 GB once decoded) was accepted.
  it.each([
    [
      'a 48 KB PNG of 20000 × 20000 pixels',
      async () => readFileSync(path.join(__dirname, '../../../test-utils/fixtures/black-20000x20000.png')),
      '20000 × 20000',
    ],
    [
      'a 6000 × 6000 PNG, which the decoder alone would accept',
      () =>
        sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#333' } })
          .png()
          .toBuffer(),
      '6000 × 6000',
    ],
  ])('refuses %s from its header, in Spanish, and stores nothing', async (_label, build, size) => {
    const { jwt, user } = await register();
    const file = { data: await build(), name: 'enorme.png', type: 'image/png' };
    await expectNothingStored(async () => {
      expectSpanishError(
        await upload(jwt, file, ownPicture(user.id)),
        400,
        `La imagen mide ${size} píxeles: el máximo es 4096 × 4096. Achicala y volvé a subirla.`,
      );
    });
  });

  it('limits how many pictures one player sends in an hour, per player', async () => {
    const tiny: Image = {
      data: await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1e88e5' } })
        .png()
        .toBuffer(),
      name: 'chica.png',
      type: 'image/png',
    };
    const { jwt, user } = await register();
    for (let sent = 0; sent < UPLOAD_LIMIT; sent += 1) {
      expect((await upload(jwt, tiny, ownPicture(user.id))).status).toBe(201);
    }
    const limited = await upload(jwt, tiny, ownPicture(user.id));
    expectSpanishError(limited, 429, /^Subiste demasiadas fotos seguidas\. Esperá \d+ minutos y volvé a intentar\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await register();
    expect((await upload(other.jwt, tiny, ownPicture(other.user.id))).status).toBe(201);
  });

  it("refuses a fileInfo of its own: the stored name is the CMS's", async () => {
    const { jwt, user } = await register();
    const fields = { ...ownPicture(user.id), fileInfo: JSON.stringify({ name: 'x.html' }) };
    await expectNothingStored(async () => {
      expectSpanishError(await upload(jwt, await image('png', 200), fields), 400, /fileInfo/);
    });
  });

  it('refuses two files at once and file replacement by id', async () => {
    const { jwt, user } = await register();
    const png = await image('png', 200);
    await expectNothingStored(async () => {
      expectSpanishError(await upload(jwt, png, ownPicture(user.id), png), 400, /una sola imagen/);
      const form = new FormData();
      form.append('files', new Blob([png.data], { type: 'image/png' }), 'foto.png');
      const replace = await request('POST', `${cms.api}/upload?id=1`, { token: jwt, form });
      expectSpanishError(replace, 403, 'Solo podés cambiar tu propia foto de perfil.');
    });
  });
});
