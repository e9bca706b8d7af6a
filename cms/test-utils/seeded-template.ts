import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { COMMUNITY_SERVERS, simulatorPort } from '../src/community/servers';
import { openPostgres } from './database';

// A CMS's first start on an empty database spends most of its time creating the tables and seeding (server
// photos in every size, help articles, demo accounts): 12-15 s of the 2-core machine, against about 2 s for a
// start on a database that already has them. So the suite seeds one database per run (test-utils/global-setup.ts,
// through a real first start of the CMS) and every CMS a test starts with the default settings gets a copy of it
// (`CREATE DATABASE … TEMPLATE`). Tests of the first start itself (seeding, production starts, other upload
// providers) start on an empty database, as before.

// `simulatorLogSecretKey`: the key its seeded servers' log secrets come from (src/community/log-secrets.ts),
// which a copy's CMS must have too.
type TemplateFacts = { uploadsDir: string; simulatorBasePort: number; simulatorLogSecretKey: string };
export type SeededTemplate = { database: string; schema: string } & TemplateFacts;

// The run's seeded database, which global-setup.ts announces to the test files through the environment.
export function seededTemplate(): SeededTemplate | null {
  const value = process.env.CMS_TEST_SEEDED_TEMPLATE;
  return value ? (JSON.parse(value) as SeededTemplate) : null;
}

export function announceSeededTemplate(template: SeededTemplate | null): void {
  if (template) process.env.CMS_TEST_SEEDED_TEMPLATE = JSON.stringify(template);
  else delete process.env.CMS_TEST_SEEDED_TEMPLATE;
}

// The database named in a connection string replaced by another one (same server, same credentials).
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(connectionString: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(connectionString: string, database: string, template?: string): Promise<void> {
  await asAdmin(connectionString, (client) =>
    client.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
}

// Not `DROP DATABASE … WITH (FORCE)`: for a role that is no superuser (CI's) it refuses whenever an autovacuum
// worker happens to be in the database ("must be a member of the role whose process is being terminated"), which
// failed a CI run by chance. The role's own connections are ended here, and a plain DROP DATABASE stops autovacuum
// workers itself; a connection still closing makes it refuse for a moment ("being accessed by other users").
export async function dropDatabase(connectionString: string, database: string): Promise<void> {
  await asAdmin(connectionString, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user AND pid <> pg_backend_pid()',
        [database],
      );
      try {
        await client.query(`DROP DATABASE IF EXISTS "${database}"`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006';
        if (!inUse || attempt === 5) throw error;
      }
    }
  });
}

// The seeded servers point at the simulator's ports of the template's start; a test with a simulator of its own
// gets its copy pointed at that one (what seeding with SIMULATOR_BASE_PORT would have written).
async function pointServersAt(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  basePort: number,
): Promise<void> {
  for (const [index, server] of COMMUNITY_SERVERS.entries()) {
    await query('UPDATE servers SET port = $1 WHERE name = $2', [simulatorPort(basePort, index), server.name]);
  }
}

export type SeededCopy = { databaseUrl?: string; schema?: string };

// Copies the template into a test's workspace: a new database (whose schema is renamed to the test's own so that
// names derived from it stay unique) and the uploaded pictures.
export async function copySeededTemplate(
  template: SeededTemplate,
  target: { uploadsDir: string; adminUrl: string; database: string; schema: string },
  simulatorBasePort: number,
): Promise<void> {
  cpSync(template.uploadsDir, target.uploadsDir, { recursive: true });
  await createDatabase(target.adminUrl, target.database, template.database);
  const copyUrl = withDatabase(target.adminUrl, target.database);
  await asAdmin(copyUrl, (client) => client.query(`ALTER SCHEMA "${template.schema}" RENAME TO "${target.schema}"`));
  if (simulatorBasePort !== template.simulatorBasePort) {
    const db = await openPostgres(copyUrl, target.schema);
    try {
      await pointServersAt((sql, params) => db.query(sql, params), simulatorBasePort);
    } finally {
      await db.close();
    }
  }
}

export function temporaryDirectory(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export async function removeSeededTemplate(template: SeededTemplate, adminUrl: string | undefined): Promise<void> {
  if (adminUrl) await dropDatabase(adminUrl, template.database);
  const workDir = path.dirname(path.dirname(template.uploadsDir));
  if (existsSync(workDir)) rmSync(workDir, { recursive: true, force: true });
}
