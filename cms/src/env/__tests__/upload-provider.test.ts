import sharp from 'sharp';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import { startFakeS3, type FakeS3 } from '../../../test-utils/fake-s3';
import { apiClient, request } from '../../../test-utils/http';
import { uploadProviderConfig, uploadsOrigin } from '../upload-provider';

// Where pictures are stored: the instance's disk by default, or an S3-compatible bucket that several
// instances share (UPLOAD_PROVIDER=aws-s3). The bucket here is a stand-in on 127.0.0.1 speaking the part of
// the S3 API the provider uses (test-utils/fake-s3.ts); the settings are the ones a real bucket takes.

describe('the settings', () => {
  it('keeps pictures on the local disk unless told otherwise', () => {
    expect(uploadProviderConfig({})).toEqual({ provider: 'local' });
    expect(uploadsOrigin({})).toBeNull();
  });

  it('builds the S3 provider from the S3_* settings', () => {
    const env = {
      UPLOAD_PROVIDER: 'aws-s3',
      S3_BUCKET: 'fotos-cs16',
      S3_REGION: 'sa-east-1',
      S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'AKIDEJEMPLO',
      S3_SECRET_ACCESS_KEY: 'secreto-de-ejemplo',
      S3_PUBLIC_URL: 'https://fotos.cs16.com.ar/',
      S3_ROOT_PATH: 'perfiles',
    };
    expect(uploadProviderConfig(env)).toEqual({
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'https://fotos.cs16.com.ar',
        rootPath: 'perfiles',
        s3Options: {
          region: 'sa-east-1',
          endpoint: 'https://abc123.r2.cloudflarestorage.com',
          forcePathStyle: false,
          credentials: { accessKeyId: 'AKIDEJEMPLO', secretAccessKey: 'secreto-de-ejemplo' },
          params: { Bucket: 'fotos-cs16' },
        },
      },
      actionOptions: { upload: {}, uploadStream: {}, delete: {} },
    });
    expect(uploadsOrigin(env)).toBe('https://fotos.cs16.com.ar');
    expect(uploadsOrigin({ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1' })).toBe(
      'https://fotos.s3.sa-east-1.amazonaws.com',
    );
  });

  it.each([
    [{ UPLOAD_PROVIDER: 'ftp' }, /UPLOAD_PROVIDER must be "local" or "aws-s3"/],
    [{ UPLOAD_PROVIDER: 'aws-s3' }, /needs S3_BUCKET/],
    [{ UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'solo' }, /go together/],
    [
      { UPLOAD_PROVIDER: 'aws-s3', S3_BUCKET: 'b', S3_PUBLIC_URL: 'fotos.cs16.com.ar' },
      /S3_PUBLIC_URL must be an http/,
    ],
  ])('refuses %j, saying why', (env, message) => {
    expect(() => uploadProviderConfig(env)).toThrow(message);
  });
});

describe('a CMS storing pictures in a bucket', () => {
  let bucket: FakeS3;
  let cms: TestCms;

  beforeAll(async () => {
    bucket = await startFakeS3();
    cms = await startCms({
      env: {
        UPLOAD_PROVIDER: 'aws-s3',
        S3_BUCKET: 'fotos',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: bucket.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'clave-de-prueba',
        S3_SECRET_ACCESS_KEY: 'secreto-de-prueba',
        S3_PUBLIC_URL: `${bucket.endpoint}/fotos`,
      },
    });
  });

  afterAll(() => cms?.stop());
  afterAll(() => bucket?.close());

  it('puts a profile picture and its formats in the bucket, never on the disk, and deletes the replaced one', async () => {
    const api = apiClient(cms.api);
    const { jwt, user } = await api.login('jugador', 'Jugador1234');
    const upload = async (color: string) => {
      const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('files', new Blob([png], { type: 'image/png' }), 'foto.png');
      form.append('ref', 'plugin::users-permissions.user');
      form.append('refId', String(user.id));
      form.append('field', 'profilePicture');
      return request('POST', `${cms.api}/upload`, { token: jwt, form });
    };

    // The seeded servers' photos went to the bucket too.
    const seeded = bucket.objects.size;
    expect(seeded).toBeGreaterThan(0);
    const first = await upload('#c98b2b');
    expect(first.status).toBe(201);
    const picture = (await api.get('/users/me?populate=profilePicture', { token: jwt })).body.profilePicture;
    const urls = [picture.url, ...['thumbnail', 'small', 'medium', 'large'].map((size) => picture.formats[size].url)];
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^${bucket.endpoint}/fotos/`));
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
    expect(bucket.objects.size).toBe(seeded + urls.length);
    expect(cms.uploadedFiles()).toEqual([]);

    expect((await upload('#2b6cc9')).status).toBe(201);
    for (const url of urls) expect(bucket.objects.has(new URL(url).pathname)).toBe(false);
    expect(bucket.objects.size).toBe(seeded + urls.length);
  });
});
