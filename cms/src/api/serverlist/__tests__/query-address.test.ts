import { isPublicUnicast, queryAddress, type LookupAll } from '../services/query-address';

// Where POST /api/serverlist/query may send UDP (issue 14). Pure: names are resolved by a stand-in, and
// nothing is sent anywhere.

describe('isPublicUnicast', () => {
  it.each(['8.8.8.8', '200.45.191.35', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => expect(isPublicUnicast(address)).toBe(true),
  );

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback', '127.0.0.2'],
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '192.168.1.10'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['unspecified', '0.0.0.0'],
    ['documentation', '192.0.2.10'],
    ['benchmarking', '198.18.0.1'],
    ['reserved', '240.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_range, address) => expect(isPublicUnicast(address)).toBe(false));
});

describe('queryAddress', () => {
  const nodeEnv = process.env.NODE_ENV;
  const simulatorHost = process.env.SIMULATOR_HOST;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    if (simulatorHost === undefined) delete process.env.SIMULATOR_HOST;
    else process.env.SIMULATOR_HOST = simulatorHost;
  });

  const dns =
    (records: Record<string, string[]>): LookupAll =>
    async (host) => {
      if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return [host];
      const found = records[host];
      if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    };

  describe('in production', () => {
    beforeEach(() => {
      process.env.NODE_ENV = 'production';
    });

    it('answers the resolved public address, which is what gets queried (no second lookup)', async () => {
      let lookups = 0;
      const lookup: LookupAll = async (host) => {
        lookups += 1;
        return dns({ 'cs.ejemplo.com.ar': ['200.45.191.35'] })(host);
      };
      await expect(queryAddress('cs.ejemplo.com.ar', lookup)).resolves.toBe('200.45.191.35');
      expect(lookups).toBe(1);
    });

    it.each([
      ['127.0.0.2', {}],
      ['10.0.0.5', {}],
      ['interno.ejemplo.com.ar', { 'interno.ejemplo.com.ar': ['192.168.0.20'] }],
      ['mixto.ejemplo.com.ar', { 'mixto.ejemplo.com.ar': ['200.45.191.35', '127.0.0.1'] }],
      ['metadata.ejemplo.com.ar', { 'metadata.ejemplo.com.ar': ['169.254.169.254'] }],
    ])('refuses %s in Spanish', async (host, records) => {
      await expect(queryAddress(host, dns(records))).rejects.toMatchObject({
        name: 'ValidationError',
        message:
          'Solo se pueden consultar servidores en direcciones públicas de Internet, no en redes privadas ni locales.',
      });
    });

    it('says so when a name does not resolve', async () => {
      await expect(queryAddress('no-existe.ejemplo.com.ar', dns({}))).rejects.toMatchObject({
        message: 'No encontramos la dirección de "no-existe.ejemplo.com.ar".',
      });
    });
  });

  describe('in the demo', () => {
    beforeEach(() => {
      process.env.NODE_ENV = 'development';
    });

    it("accepts the simulator's host, by address or by a name resolving to it", async () => {
      const lookup = dns({ localhost: ['127.0.0.1'] });
      await expect(queryAddress('127.0.0.1', lookup)).resolves.toBe('127.0.0.1');
      await expect(queryAddress('localhost', lookup)).resolves.toBe('127.0.0.1');
    });

    it.each(['127.0.0.2', '8.8.8.8'])('refuses %s: only the simulator answers in the demo', async (host) => {
      await expect(queryAddress(host, dns({}))).rejects.toMatchObject({
        message: 'En el sitio de demostración solo se puede consultar el simulador de servidores (127.0.0.1).',
      });
    });

    it('follows SIMULATOR_HOST', async () => {
      process.env.SIMULATOR_HOST = '127.0.0.5';
      await expect(queryAddress('127.0.0.5', dns({}))).resolves.toBe('127.0.0.5');
      await expect(queryAddress('127.0.0.1', dns({}))).rejects.toMatchObject({ name: 'ValidationError' });
    });
  });
});
