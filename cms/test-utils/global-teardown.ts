import { announceSeededTemplate, removeSeededTemplate, seededTemplate } from './seeded-template';

// Jest's global teardown: removes the seeded database of test-utils/global-setup.ts.
export default async function removeSeededDatabase(): Promise<void> {
  const template = seededTemplate();
  if (!template) return;
  announceSeededTemplate(null);
  await removeSeededTemplate(template, process.env.DATABASE_URL);
}
