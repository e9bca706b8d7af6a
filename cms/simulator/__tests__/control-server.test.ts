import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMUNITY_SERVERS } from '../../src/community/servers';
import { freeTcpPort, freeUdpRange } from '../../test-utils/ports';
import { controlPortFromEnv, startControlServer } from '../control-server';
import { startSimulator, type Simulator } from '../simulator';

describe('the simulator control (tests only)', () => {
  let simulator: Simulator;
  let control: http.Server;
  let base: string;

  beforeAll(async () => {
    const servers = COMMUNITY_SERVERS.slice(0, 2).map((server) => ({ ...server, simulatedDown: false }));
    simulator = await startSimulator({ basePort: await freeUdpRange(servers.length), servers });
    control = await startControlServer(simulator.servers, await freeTcpPort());
    base = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => control.close(resolve));
    await simulator.close();
  });

  it('is off unless SIMULATOR_CONTROL_PORT names a port', () => {
    expect(controlPortFromEnv(undefined)).toBeNull();
    expect(controlPortFromEnv('')).toBeNull();
    expect(controlPortFromEnv('28399')).toBe(28399);
    expect(() => controlPortFromEnv('0')).toThrow(/1-65535/);
    expect(() => controlPortFromEnv('70000')).toThrow(/1-65535/);
    expect(() => controlPortFromEnv('28399; rm')).toThrow(/TCP port/);
  });

  it('listens on 127.0.0.1 only', () => {
    expect((control.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('takes a server down and brings it back', async () => {
    const [first] = simulator.servers;
    const list = await (await fetch(`${base}/servers`)).json();
    expect(list).toEqual(
      simulator.servers.map((server) => ({ port: server.port, name: server.name, answering: true })),
    );

    expect((await fetch(`${base}/servers/${first!.port}/stop`, { method: 'POST' })).status).toBe(204);
    expect(first!.isAnswering).toBe(false);
    expect(simulator.servers[1]!.isAnswering).toBe(true);

    expect((await fetch(`${base}/servers/${first!.port}/start`, { method: 'POST' })).status).toBe(204);
    expect(first!.isAnswering).toBe(true);
  });

  it('refuses anything else: unknown paths and ports, other methods, bodies', async () => {
    const port = simulator.servers[0]!.port;
    expect((await fetch(`${base}/servers/1/stop`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/servers/${port}/reboot`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${base}/servers/${port}/stop`)).status).toBe(405);
    expect((await fetch(`${base}/servers`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${base}/servers/${port}/stop`, { method: 'POST', body: 'x' })).status).toBe(400);
    expect(simulator.servers[0]!.isAnswering).toBe(true);
  });
});
