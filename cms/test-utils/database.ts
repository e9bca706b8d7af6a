import Database from 'better-sqlite3';
import { Client } from 'pg';

// Direct SQL on the database of a CMS under test, for facts the API does not show (history rows,
// stored files) and for preparing states the API cannot create (a blocked user, old samples).
export type TestDatabase = {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export function openSqlite(filename: string): TestDatabase {
  const db = new Database(filename, { timeout: 10000 });
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      // Postgres-style $n placeholders, possibly repeated, become positional ? with values to match.
      const values: unknown[] = [];
      const statement = db.prepare(
        sql.replace(/\$(\d+)/g, (_match, index: string) => {
          const value = params[Number(index) - 1];
          values.push(typeof value === 'boolean' ? Number(value) : value);
          return '?';
        }),
      );
      if (statement.reader) return statement.all(...values) as T[];
      statement.run(...values);
      return [];
    },
    async close() {
      db.close();
    },
  };
}

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
