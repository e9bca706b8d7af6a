import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw-server';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseDiscordUrl,
  parseRuntimeConfig,
  RuntimeConfigError,
  startRuntimeConfigRead,
} from '../runtime-config';

const valid = {
  apiUrl: 'https://api.example.com/api/',
  remotes: {
    mfe_servers: 'https://servers.example.com/mf-manifest.json',
    mfe_account: 'https://account.example.com/mf-manifest.json',
    mfe_help: 'https://help.example.com/mf-manifest.json',
    mfe_membership: 'https://membership.example.com/mf-manifest.json',
    mfe_community: 'https://community.example.com/mf-manifest.json',
  },
};

describe('runtime config', () => {
  it('accepts a valid file, trimming the API URL and defaulting optional keys', () => {
    const config = parseRuntimeConfig(valid);

    expect(config.apiUrl).toBe('https://api.example.com/api');
    expect(config.remotes.mfe_help).toBe('https://help.example.com/mf-manifest.json');
    expect(config.heroVideo).toBeNull();
    expect(config.discordUrl).toBeNull();
  });

  it('takes a Discord invite of Discord only, over https', () => {
    expect(parseRuntimeConfig({ ...valid, discordUrl: 'https://discord.gg/cs16argentina' }).discordUrl).toBe(
      'https://discord.gg/cs16argentina',
    );
    expect(parseDiscordUrl('https://discord.com/invite/cs16-ar')).toBe('https://discord.com/invite/cs16-ar');
  });

  it.each([
    'javascript:alert(1)',
    'http://discord.gg/cs16argentina',
    'https://discord.gg/',
    'https://discord.gg.evil.example/cs16',
    'https://evil.example/discord.gg/cs16',
    'https://user:pass@discord.gg/cs16',
    'https://discord.gg:8443/cs16',
    'https://discord.gg/"><script>alert(1)</script>',
    '//discord.gg/cs16',
    42,
    { href: 'https://discord.gg/x' },
  ])('keeps no Discord invite from %p: /discord then says there is none', (discordUrl) => {
    expect(parseRuntimeConfig({ ...valid, discordUrl }).discordUrl).toBeNull();
  });

  it('names the remote whose location is missing', () => {
    const { mfe_help: _missing, ...remotes } = valid.remotes;

    expect(() => parseRuntimeConfig({ ...valid, remotes })).toThrow(/remotes\.mfe_help/);
  });

  it.each([null, [], 'texto', { remotes: valid.remotes }, { ...valid, apiUrl: 'javascript:alert(1)' }])(
    'refuses %p',
    (value) => {
      expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
    },
  );
});

describe('loading the runtime config', () => {
  const configUrl = 'http://localhost/runtime-config.json';

  function serveConfig(answer: () => Response) {
    const requests: string[] = [];
    server.use(
      http.get(configUrl, ({ request }) => {
        requests.push(request.url);
        return answer();
      }),
    );
    return requests;
  }

  it("takes the page start's read of it: one request for both", async () => {
    const requests = serveConfig(() => HttpResponse.json(valid));

    await expect(startRuntimeConfigRead()).resolves.toMatchObject({ apiUrl: 'https://api.example.com/api' });
    const config = await loadRuntimeConfig();

    expect(config.remotes.mfe_help).toBe('https://help.example.com/mf-manifest.json');
    expect(getRuntimeConfig()).toBe(config);
    expect(requests).toHaveLength(1);
  });

  it("reads it again when the page start's read failed, and says what the server answered", async () => {
    const requests = serveConfig(() => new HttpResponse(null, { status: 503 }));

    await expect(startRuntimeConfigRead()).resolves.toBeNull();
    await expect(loadRuntimeConfig()).rejects.toThrow('/runtime-config.json answered 503');
    expect(requests).toHaveLength(2);
  });

  it('refuses a config the page start read that is not valid, as it refuses one it reads itself', async () => {
    serveConfig(() => HttpResponse.json({ apiUrl: 'javascript:alert(1)', remotes: valid.remotes }));

    await expect(startRuntimeConfigRead()).resolves.toBeNull();
    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  });
});
