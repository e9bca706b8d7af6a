import type { TestDatabase } from './database';
import { request } from './http';

// What a game host's script reads (issue 44): a community server's key, made by staff as /admin does, and the
// managed users.ini block that key answers.

export async function serverKeyOf(
  cmsApi: string,
  db: TestDatabase,
  staffJwt: string,
  serverName: string,
): Promise<string> {
  const [server] = await db.query<{ document_id: string }>('SELECT document_id FROM servers WHERE name = $1', [
    serverName,
  ]);
  const made = await request('POST', `${cmsApi}/game-server/keys/${server.document_id}`, { token: staffJwt });
  if (made.status !== 200) throw new Error(`no key for ${serverName}: ${made.status}`);
  return made.body.data.key as string;
}

/** The block the key's server would write now. */
export async function usersIniBlock(cmsApi: string, serverKey: string): Promise<string> {
  const block = await request('GET', `${cmsApi}/game-server/users-ini`, {
    headers: { Authorization: `Bearer ${serverKey}` },
  });
  if (block.status !== 200) throw new Error(`users.ini block: ${block.status}`);
  return String(block.body);
}
