import { countsOf } from '../discord-invite';
import { inviteCodeOf } from '../discord-settings';

// What /discord shows of Discord's invite answer and of DISCORD_INVITE_URL, read as hostile (issue 45).

describe("Discord's invite answer", () => {
  it('keeps whole, non-negative counts and a printable name, cut at 100 characters', () => {
    expect(
      countsOf({
        guild: { name: `CS 16\u0000 Argentina\u202e${'x'.repeat(300)}` },
        approximate_member_count: 5120,
        approximate_presence_count: 812,
      }),
    ).toEqual({ guildName: `CS 16 Argentina${'x'.repeat(85)}`, members: 5120, online: 812 });
  });

  it('shows no figure it cannot trust: negative, fractional, huge, text, missing', () => {
    for (const bad of [-1, 1.5, Number.MAX_SAFE_INTEGER + 2, '5120', null, undefined]) {
      expect(countsOf({ approximate_member_count: bad, approximate_presence_count: bad })).toMatchObject({
        members: null,
        online: null,
      });
    }
    for (const body of [null, 'texto', 42, [], { guild: 'x' }, { guild: { name: 7 } }, { guild: { name: '\u0007' } }]) {
      expect(countsOf(body)).toEqual({ guildName: null, members: null, online: null });
    }
  });
});

describe('DISCORD_INVITE_URL', () => {
  it('takes the code of a Discord invite address, and nothing without one', () => {
    expect(inviteCodeOf('https://discord.gg/cs16argentina')).toBe('cs16argentina');
    expect(inviteCodeOf('https://discord.com/invite/cs16-ar/')).toBe('cs16-ar');
    expect(inviteCodeOf('  ')).toBeNull();
    expect(inviteCodeOf(undefined)).toBeNull();
  });

  it('refuses anything else, so the CMS does not start with it', () => {
    for (const bad of [
      'http://discord.gg/cs16argentina',
      'https://discord.gg.evil.example/cs16argentina',
      'https://discord.gg/cs16/extra',
      'https://discord.gg/a',
      'https://discord.com/channels/1/2',
      'javascript:alert(1)',
      'no es una dirección',
    ]) {
      expect(() => inviteCodeOf(bad)).toThrow();
    }
  });
});
