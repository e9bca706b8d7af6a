import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DiscordUnavailable, guildMembers } from '../discord-client';
import type { DiscordSettings } from '../discord-settings';

// The nightly reconciliation reads Discord's member list (List Guild Members) as hostile (issue 45): a local stand-in
// on 127.0.0.1 answers it with what a broken or hostile answer could hold.

const GUILD = '100000000000000001';
const MEMBER = '200000000000000002';
let answer: { status: number; body: string } = { status: 200, body: '[]' };
let asked: string[] = [];
const standIn = http.createServer((request, response) => {
  asked.push(request.url ?? '');
  response.writeHead(answer.status, { 'Content-Type': 'application/json' });
  response.end(answer.body);
});
let settings: DiscordSettings;

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  settings = {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}/api/v10`,
    clientId: 'client',
    clientSecret: 'secret',
    redirectUri: 'http://127.0.0.1/callback',
    botToken: 'token',
    guildId: GUILD,
    roles: { premium: '300000000000000003', admin: null, staff: null },
  };
});
beforeEach(() => {
  asked = [];
});
afterAll(() => new Promise((resolve) => standIn.close(resolve)));

describe("Discord's member list", () => {
  it('keeps members with a real id, a printable name of at most 64 characters and only text roles', async () => {
    answer = {
      status: 200,
      body: JSON.stringify([
        null,
        42,
        'texto',
        { user: { id: 'abc', username: 'sin id válido' } },
        { user: { id: 123456789012345, username: 'id numérico' } },
        {
          user: { id: MEMBER, username: `a\u0000b\u202ec\u200f${'x'.repeat(300)}` },
          nick: '',
          roles: ['300000000000000003', 7, null, { id: 1 }],
        },
        { user: { id: '200000000000000004', global_name: '\u0007\u0008' }, roles: 'todos' },
      ]),
    };
    expect(await guildMembers(settings, '0')).toEqual([
      { id: MEMBER, name: `abc${'x'.repeat(61)}`, roles: ['300000000000000003'] },
      // No printable name at all: the id stands for it.
      { id: '200000000000000004', name: '200000000000000004', roles: [] },
    ]);
    expect(asked).toEqual([`/api/v10/guilds/${GUILD}/members?limit=1000&after=0`]);
  });

  it('is "Discord unavailable", never an empty guild, for anything but a list', async () => {
    for (const body of ['{"message":"algo"}', 'no es JSON', '', `[${'{"user":{"id":"1"}},'.repeat(300_000)}{}]`]) {
      answer = { status: 200, body };
      await expect(guildMembers(settings, '0')).rejects.toBeInstanceOf(DiscordUnavailable);
    }
  });
});
