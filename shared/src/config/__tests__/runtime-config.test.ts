import { parseRuntimeConfig, RuntimeConfigError } from '../runtime-config';

const valid = {
  apiUrl: 'https://api.example.com/api/',
  remotes: {
    mfe_servers: 'https://servers.example.com/mf-manifest.json',
    mfe_account: 'https://account.example.com/mf-manifest.json',
    mfe_help: 'https://help.example.com/mf-manifest.json',
    mfe_membership: 'https://membership.example.com/mf-manifest.json',
  },
};

describe('runtime config', () => {
  it('accepts a valid file, trimming the API URL and defaulting optional keys', () => {
    const config = parseRuntimeConfig(valid);

    expect(config.apiUrl).toBe('https://api.example.com/api');
    expect(config.remotes.mfe_help).toBe('https://help.example.com/mf-manifest.json');
    expect(config.heroVideo).toBeNull();
    expect(config.discordUrl).toMatch(/^https:\/\//);
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
