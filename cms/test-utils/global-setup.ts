import { randomBytes } from 'node:crypto';
import { DEFAULT_TEST_SIMULATOR_PORT, startCms } from './cms-process';
import { announceSeededTemplate, createDatabase, type SeededTemplate } from './seeded-template';

// Jest's global setup: one real first start of the CMS seeds the database every test's CMS then starts from
// (test-utils/seeded-template.ts); test-utils/global-teardown.ts removes it.
export default async function seedOnce(): Promise<void> {
  const started = Date.now();
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the CMS tests need DATABASE_URL (scripts/test.js starts a PostgreSQL when unset)');
  const database = `cms_template_${randomBytes(5).toString('hex')}`;
  await createDatabase(adminUrl, database);
  const cms = await startCms({ emptyDatabase: true, postgresDatabase: database });
  // Stopped, not removed: its database and pictures are the template.
  await cms.signal('SIGTERM');
  const common = {
    uploadsDir: cms.uploadsDir,
    simulatorBasePort: DEFAULT_TEST_SIMULATOR_PORT,
    simulatorLogSecretKey: cms.clusterEnv.SIMULATOR_LOG_SECRET_KEY!,
  };
  const template: SeededTemplate = { database, schema: cms.clusterEnv.DATABASE_SCHEMA!, ...common };
  announceSeededTemplate(template);
  console.log(
    `\n[cms tests] seeded database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${template.database}): ` +
      'every CMS with the default settings starts from a copy',
  );
}
