import { parseDiscordUrl, parseRuntimeConfig, RuntimeConfigError } from '../runtime-config';

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
