import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractProblems, helpCategories } from '@cs16ar/contracts';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { logEvents } from '../../../simulator/game-log';
import { startSimulator, type Simulator } from '../../../simulator/simulator';
import { startCms, type TestCms } from '../../../test-utils/cms-process';
import {
  arrival,
  communityServerSenders,
  steamPlayer,
  type CommunityServerSenders,
} from '../../../test-utils/game-log-sender';
import { apiClient } from '../../../test-utils/http';
import { freeUdpRange } from '../../../test-utils/ports';
import { waitFor } from '../../../test-utils/wait-for';

// The API contract (contracts/, which the site reads too) against what a real CMS answers: every key the
// answer has is described there, with the type described, and nothing described is missing. A field the CMS
// adds, renames or retypes without the contract fails here, before the site reads something nobody wrote down.

describe('the API contract, against a CMS polling the simulated servers', () => {
  let simulator: Simulator;
  let cms: TestCms;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    simulator = await startSimulator({ basePort: await freeUdpRange(COMMUNITY_SERVERS.length) });
    cms = await startCms({
      simulatorBasePort: simulator.basePort,
      // A timeout the simulated servers meet even on a loaded machine (CI runs the browser tests beside these): at
      // 400 ms a busy machine's answers came late, the servers read as offline and no history sample had players.
      env: { POLL_INTERVAL_MS: '2000', POLL_TIMEOUT_MS: '1500' },
    });
    api = apiClient(cms.api);
    // Two polls: players listed, featured servers, and history samples to draw.
    await waitFor(
      async () => {
        const summary = (await api.get('/community/summary')).body.data;
        return summary.mostActive.players.length > 0 && summary.featuredServers.length > 0;
      },
      { what: 'a summary with players and featured servers' },
    );
  });

  afterAll(() => cms?.stop());
  afterAll(() => simulator?.close());

  it('answers GET /api/community/summary as the contract describes it', async () => {
    const response = await api.get('/community/summary');
    expect(response.status).toBe(200);
    expect(contractProblems('communitySummary', response.body.data)).toEqual([]);
  });

  it('answers GET /api/bans and /api/bans/:documentId as the contract describes a ban', async () => {
    // The seed's demo bans: permanent, ending, lifted and run out, so every state's shape is held.
    const listed = (await api.get('/bans')).body.data as { documentId: string; state: string }[];
    expect(new Set(listed.map((ban) => ban.state))).toEqual(new Set(['activo', 'permanente', 'expirado', 'levantado']));
    for (const ban of listed) expect(contractProblems('ban', ban)).toEqual([]);
    const one = await api.get(`/bans/${listed[0].documentId}`);
    expect(one.status).toBe(200);
    expect(contractProblems('ban', one.body.data)).toEqual([]);
  });

  it.each(['24h', '7d', '30d'])('answers GET /api/servers/:documentId/history?range=%s as described', async (range) => {
    // A server the poller found with players (the summary's featured ones), so its history has a peak to draw.
    const [server] = (await api.get('/community/summary')).body.data.featuredServers as { documentId: string }[];
    const response = await waitFor(
      async () => {
        const answer = await api.get(`/servers/${server.documentId}/history?range=${range}`);
        return answer.body.data?.peakPlayers !== null ? answer : null;
      },
      { what: `a ${range} history with samples` },
    );
    expect(contractProblems('serverHistory', response.body.data)).toEqual([]);
  });

  it('lists the help categories the CMS stores and the site shows, the same ones', async () => {
    const schema = JSON.parse(
      readFileSync(path.join(__dirname, '..', 'help-article', 'content-types', 'help-article', 'schema.json'), 'utf8'),
    );
    expect(schema.attributes.category.enum).toEqual([...helpCategories]);
    for (const category of helpCategories) {
      expect((await api.get(`/help-articles/category/${category}`)).status).toBe(200);
    }
  });
});

describe('the API contract, against a CMS turning game logs into statistics', () => {
  let cms: TestCms;
  let api: ReturnType<typeof apiClient>;
  let senders: CommunityServerSenders;
  const tincho = steamPlayer(1, 'Tincho', 1001, 'CT');
  const rulo = steamPlayer(2, 'Rulo', 1002, 'TERRORIST');

  beforeAll(async () => {
    const basePort = await freeUdpRange(COMMUNITY_SERVERS.length);
    cms = await startCms({
      simulatorBasePort: basePort,
      env: { GAME_STATS_MIN_PLAYERS: '2', GAME_STATS_CACHE_MS: '0' },
    });
    api = apiClient(cms.api);
    senders = communityServerSenders(cms, basePort);
  });

  afterAll(() => senders?.close());
  afterAll(() => cms?.stop());

  it('answers GET /api/players/:steamId/stats as the contract describes it', async () => {
    const server = await senders.of(0);
    await server.send([
      'Started map "de_dust2" (CRC "-1159425449")',
      ...arrival(tincho),
      ...arrival(rulo),
      logEvents.killed(tincho, rulo, 'ak47', true),
      logEvents.killed(rulo, tincho, 'deagle'),
    ]);
    const response = await waitFor(
      async () => {
        const answer = await api.get(`/players/${tincho.id}/stats`);
        return answer.body.data?.servers?.length > 0 ? answer : null;
      },
      { what: "Tincho's statistics" },
    );
    expect(contractProblems('playerStats', response.body.data)).toEqual([]);
    expect(response.body.data.weapons.length).toBeGreaterThan(0);
  });

  it('answers GET /api/servers/:documentId/weapons as the contract describes it', async () => {
    const played = (await api.get(`/players/${tincho.id}/stats`)).body.data.servers[0].server.documentId as string;
    const weapons = await api.get(`/servers/${played}/weapons`);
    expect(weapons.body.data.length).toBeGreaterThan(0);
    expect(contractProblems('serverWeapons', weapons.body.data)).toEqual([]);
  });

  it('answers GET /api/servers/:documentId/maps as the contract describes it', async () => {
    const played = (await api.get(`/players/${tincho.id}/stats`)).body.data.servers[0].server.documentId as string;
    const maps = await api.get(`/servers/${played}/maps`);
    expect(maps.body.data.length).toBeGreaterThan(0);
    expect(contractProblems('serverMaps', maps.body.data)).toEqual([]);
    // No finished day has awards in a fresh CMS: an empty list is what the contract allows.
    const awards = await api.get(`/servers/${played}/awards`);
    expect(contractProblems('serverAwards', awards.body.data)).toEqual([]);
  });
});
