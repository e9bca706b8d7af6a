// Where uploaded pictures are stored. One instance may keep them on its own disk (PUBLIC_DIR/uploads, served
// by the CMS). Several instances must agree on one place, or a picture uploaded through one is missing on
// the others: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…) through Strapi's
// @strapi/provider-upload-aws-s3, set by UPLOAD_PROVIDER=aws-s3 and the S3_* settings (docs/production.md).

type Env = Record<string, string | undefined>;

export type UploadProviderConfig =
  | { provider: 'local' }
  | {
      provider: 'aws-s3';
      providerOptions: {
        baseUrl?: string;
        rootPath?: string;
        s3Options: {
          region: string;
          endpoint?: string;
          forcePathStyle: boolean;
          credentials?: { accessKeyId: string; secretAccessKey: string };
          params: { Bucket: string; ACL?: string };
        };
      };
      actionOptions: {
        upload: Record<string, never>;
        uploadStream: Record<string, never>;
        delete: Record<string, never>;
      };
    };

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

function httpUrl(env: Env, name: string): string | undefined {
  const url = value(env, name);
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`);
  return url.replace(/\/+$/, '');
}

export function uploadProviderConfig(env: Env = process.env): UploadProviderConfig {
  const provider = value(env, 'UPLOAD_PROVIDER') ?? 'local';
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 'aws-s3') throw new Error(`UPLOAD_PROVIDER must be "local" or "aws-s3", got "${provider}"`);
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) throw new Error('UPLOAD_PROVIDER=aws-s3 needs S3_BUCKET (and usually S3_REGION, S3_PUBLIC_URL)');
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the AWS SDK finds credentials)',
    );
  }
  const acl = value(env, 'S3_ACL');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The public address of the pictures (a CDN in front of the bucket, or the bucket's own URL): what the
      // CMS writes in every picture's url. Without it, the bucket's URL as the SDK builds it.
      baseUrl: httpUrl(env, 'S3_PUBLIC_URL'),
      rootPath: value(env, 'S3_ROOT_PATH'),
      s3Options: {
        region: value(env, 'S3_REGION') ?? 'us-east-1',
        endpoint: httpUrl(env, 'S3_ENDPOINT'),
        forcePathStyle: ['true', '1'].includes(value(env, 'S3_FORCE_PATH_STYLE') ?? ''),
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // Some S3-compatible services (Cloudflare R2) have no ACLs: one is sent only when asked for.
        params: { Bucket: bucket, ...(acl ? { ACL: acl } : {}) },
      },
    },
    actionOptions: { upload: {}, uploadStream: {}, delete: {} },
  };
}

// The origin pictures are served from when it is not the CMS's own: the admin panel's Content-Security-
// Policy must allow it (config/middlewares.ts), as the site's must (`mediaUrl` in its runtime config).
export function uploadsOrigin(env: Env = process.env): string | null {
  const config = uploadProviderConfig(env);
  if (config.provider === 'local') return null;
  const { baseUrl, s3Options } = config.providerOptions;
  if (baseUrl) return new URL(baseUrl).origin;
  if (s3Options.endpoint) {
    const endpoint = new URL(s3Options.endpoint);
    return s3Options.forcePathStyle
      ? endpoint.origin
      : `${endpoint.protocol}//${s3Options.params.Bucket}.${endpoint.host}`;
  }
  return `https://${s3Options.params.Bucket}.s3.${s3Options.region}.amazonaws.com`;
}
