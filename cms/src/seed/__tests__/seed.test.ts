import { ROLE_ACTIONS } from '../../bootstrap/permissions';
import { COMMUNITY_SERVERS } from '../../community/servers';
import { NEWS_POSTS, NEWS_TAGS, RULE_SETS } from '../community-content';
import { DEMO_USERS } from '../demo-users';
import { HELP_ARTICLES } from '../help-articles';
import { startCms, type CmsEnv, type TestCms, TWO_CMS_STARTS_TIMEOUT_MS } from '../../../test-utils/cms-process';
import type { TestDatabase } from '../../../test-utils/database';
import { apiClient, expectSpanishError } from '../../../test-utils/http';

// Seeding on first start, idempotent restarts, and the role permissions every start enforces.

let cms: TestCms;
let db: TestDatabase;

beforeAll(async () => {
  // A real first start, not a copy of the run's seeded database: seeding is what this file tests.
  cms = await startCms({ emptyDatabase: true });
  db = await cms.db();
});
afterAll(() => cms?.stop());

async function counts() {
  // Documents, not rows: a published entry of a type with drafts has two rows (its draft and its published version).
  const count = async (table: string) =>
    Number((await db.query<{ n: number | string }>(`SELECT COUNT(DISTINCT document_id) AS n FROM ${table}`))[0].n);
  return {
    servers: await count('servers'),
    articles: await count('help_articles'),
    users: await count('up_users'),
    files: await count('files'),
    newsPosts: await count('news_posts'),
    newsTags: await count('news_tags'),
    ruleSets: await count('rule_sets'),
    aboutPages: await count('about_pages'),
    legalPages: await count('legal_pages'),
  };
}

async function rolePermissions(type: string): Promise<string[]> {
  const rows = await db.query<{ action: string }>(
    `SELECT p.action FROM up_permissions p
       JOIN up_permissions_role_lnk l ON l.permission_id = p.id
       JOIN up_roles r ON r.id = l.role_id
      WHERE r.type = $1`,
    [type],
  );
  return rows
    .map((row) => row.action)
    .filter((action) => !action.startsWith('plugin::users-permissions.auth.'))
    .sort();
}

const EXPECTED = {
  servers: COMMUNITY_SERVERS.length,
  articles: HELP_ARTICLES.length,
  users: DEMO_USERS.length,
  // A photo per server and a cover per news post.
  files: COMMUNITY_SERVERS.length + NEWS_POSTS.length,
  newsPosts: NEWS_POSTS.length,
  newsTags: NEWS_TAGS.length,
  ruleSets: RULE_SETS.length,
  aboutPages: 1,
  // The terms and the privacy policy.
  legalPages: 2,
};

it('seeds the community on first start: 26 servers with photos, the help centre, the demo users, news, rules and about us', async () => {
  expect(await counts()).toEqual(EXPECTED);
  const api = apiClient(cms.api);
  for (const user of DEMO_USERS) {
    const { user: signedIn } = await api.login(user.email, user.password);
    expect(signedIn).toMatchObject({ username: user.username, userType: user.userType, confirmed: true });
  }
});

it("seeds the banned demo player as having played the game his ban's evidence shows, verified from it", async () => {
  const api = apiClient(cms.api);
  const banned = DEMO_USERS.find((user) => user.username === 'baneado')!;
  const [ban] = (await api.get(`/bans?q=${banned.steamID}`)).body.data as {
    bannedAt: string;
    server: { name: string };
  }[];
  const stats = (await api.get(`/players/${banned.steamID}/stats`)).body.data;
  expect(stats.servers).toHaveLength(1);
  const [played] = stats.servers;
  expect(played.server.name).toBe(ban.server.name);
  // The evidence: four kills, every one a headshot (the wallhack he is banned for), and one death.
  expect(played).toMatchObject({ kills: 4, deaths: 1, headshots: 4 });
  expect(played.shots).toBeGreaterThanOrEqual(played.hits);
  expect(played.hits).toBeGreaterThanOrEqual(played.kills);
  expect(Date.parse(played.lastSeen)).toBe(Date.parse(ban.bannedAt));
  const { user } = await api.login(banned.email, banned.password);
  expect(Date.parse(user.steamIdVerifiedAt as string)).toBeLessThan(Date.parse(ban.bannedAt));
  expect(user.steamIdVerifiedOn).toBe(ban.server.name);
});

it('gives the public and authenticated roles exactly the permissions the site needs', async () => {
  expect(await rolePermissions('public')).toEqual([...ROLE_ACTIONS.public].sort());
  expect(await rolePermissions('authenticated')).toEqual([...ROLE_ACTIONS.authenticated].sort());
});

it('restarting never duplicates, even if the seed marker is lost, and closes permissions opened by hand', async () => {
  await cms.restart();
  expect(await counts()).toEqual(EXPECTED);

  await db.query(`DELETE FROM strapi_core_store_settings WHERE key IN ($1, $2)`, [
    'core_cs16-community_seeded',
    'core_cs16-community_community-content-seeded',
  ]);
  const [publicRole] = await db.query<{ id: number }>(`SELECT id FROM up_roles WHERE type = $1`, ['public']);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO up_permissions (document_id, action, created_at, updated_at, published_at) VALUES ($1, $2, $3, $3, $3) RETURNING id`,
    ['abrirusuarios0000000000001', 'plugin::users-permissions.user.find', new Date().toISOString()],
  );
  await db.query(`INSERT INTO up_permissions_role_lnk (permission_id, role_id) VALUES ($1, $2)`, [
    inserted[0].id,
    publicRole.id,
  ]);
  expect(await rolePermissions('public')).toContain('plugin::users-permissions.user.find');

  await cms.restart();
  expect(await counts()).toEqual(EXPECTED);
  expect(await rolePermissions('public')).toEqual([...ROLE_ACTIONS.public].sort());
  expectSpanishError(await apiClient(cms.api).get('/users'), 401);
});

// Starts two CMS one after the other.
it(
  'does not seed an empty database when SEED_DATA=false, nor in production unless asked',
  async () => {
    const cases: CmsEnv[] = [
      { SEED_DATA: 'false' },
      {
        SEED_DATA: '',
        NODE_ENV: 'production',
        DEMO_USERS: undefined,
        MERCADOPAGO_API_URL: undefined,
      },
    ];
    for (const env of cases) {
      const empty = await startCms({ env });
      try {
        const response = await apiClient(empty.api).get('/servers');
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual([]);
        expect((await apiClient(empty.api).get('/news')).body.data).toEqual([]);
        expect((await apiClient(empty.api).get('/rules')).body.data).toEqual([]);
        expectSpanishError(await apiClient(empty.api).get('/about'), 404);
      } finally {
        await empty.stop();
      }
    }
  },
  TWO_CMS_STARTS_TIMEOUT_MS,
);
