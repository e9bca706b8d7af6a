import { Client } from 'pg';

// Direct SQL on the database of a CMS under test, for facts the API does not show (history rows,
// stored files) and for preparing states the API cannot create (a blocked user, old samples).
export type TestDatabase = {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export async function openPostgres(connectionString: string, schema: string): Promise<TestDatabase> {
  const client = new Client({ connectionString });
  await client.connect();
  await client.query(`SET search_path TO "${schema}"`);
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async close() {
      await client.end();
    },
  };
}
