import { createLogSources, sameSources, writeTouchesSources, type RegisteredServer } from '../log-sources';

// Where the listener accepts logs from (issue 23): a failed DNS lookup keeps the address the host last
// had, and only a write of an address, port or secret is worth a reload. Pure: the resolver is a stand-in.

const server = (documentId: string, ipAddress: string, logSecret: string | null = '81277344'): RegisteredServer => ({
  documentId,
  ipAddress,
  port: 27015,
  logSecret,
});

describe('createLogSources', () => {
  it('keeps the address a hostname last resolved to while its lookups fail', async () => {
    let answer: () => Promise<string[]> = async () => ['200.1.2.3'];
    const sources = createLogSources(() => answer());
    const servers = [server('dns', 'cs.ejemplo.com.ar'), server('ip', '190.4.5.6')];
    const first = await sources.sourcesOf(servers);
    expect(first.map((source) => source.address)).toEqual(['200.1.2.3', '190.4.5.6']);
    answer = async () => {
      throw Object.assign(new Error('queryA ETIMEOUT cs.ejemplo.com.ar'), { code: 'ETIMEOUT' });
    };
    expect(await sources.sourcesOf(servers)).toEqual(first);
    answer = async () => [];
    expect(await sources.sourcesOf(servers)).toEqual(first);
    answer = async () => ['200.9.9.9'];
    expect((await sources.sourcesOf(servers))[0].address).toBe('200.9.9.9');
  });

  it('has nothing for a hostname that never resolved', async () => {
    const sources = createLogSources(async () => {
      throw new Error('ENOTFOUND');
    });
    expect(await sources.sourcesOf([server('dns', 'nunca.ejemplo')])).toEqual([]);
  });
});

describe('sameSources and writeTouchesSources', () => {
  it('tells a change of address, port or secret from the same list in another order', async () => {
    const sources = createLogSources(async () => []);
    const list = await sources.sourcesOf([server('a', '10.0.0.1'), server('b', '10.0.0.2')]);
    expect(sameSources(list, [...list].reverse())).toBe(true);
    expect(sameSources(list, [{ ...list[0], secret: 'otro' }, list[1]])).toBe(false);
    expect(sameSources(list, [{ ...list[0], port: 27016 }, list[1]])).toBe(false);
    expect(sameSources(null, list)).toBe(false);
  });

  it("reloads for a server's address, port or secret, a creation or a deletion; not for the poller's writes", () => {
    expect(writeTouchesSources({ online: true, current_data: {}, statusCheckedAt: 'x', updatedAt: 'y' })).toBe(false);
    expect(writeTouchesSources({ name: 'Nuevo nombre' })).toBe(false);
    expect(writeTouchesSources({ logSecret: '1234' })).toBe(true);
    expect(writeTouchesSources({ port: 27016 })).toBe(true);
    expect(writeTouchesSources({ ipAddress: 'cs.ejemplo.com.ar' })).toBe(true);
    expect(writeTouchesSources(undefined)).toBe(true);
  });
});
