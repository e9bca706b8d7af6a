// gamedig 5 ships no type declarations: this covers the part of its API the CMS uses.
declare module 'gamedig' {
  export type QueryOptions = {
    type: string;
    host: string;
    port?: number;
    givenPortOnly?: boolean;
    socketTimeout?: number;
    attemptTimeout?: number;
    maxRetries?: number;
    requestRules?: boolean;
    requestPlayers?: boolean;
    portCache?: boolean;
  };

  export type QueryPlayer = {
    name?: string;
    raw?: { score?: unknown; time?: unknown; [key: string]: unknown };
  };

  export type QueryResult = {
    name: string;
    map: string;
    password: boolean;
    numplayers: number;
    maxplayers: number;
    players: QueryPlayer[];
    bots: QueryPlayer[];
    connect: string;
    ping: number;
    queryPort: number;
    version: string;
    raw: { game?: unknown; folder?: unknown; [key: string]: unknown };
  };

  export type GameDefinition = {
    name: string;
    release_year?: number;
    options: { port?: number; protocol: string; [key: string]: unknown };
    extra?: Record<string, unknown>;
  };

  export class GameDig {
    constructor(options?: { listenUdpPort?: number });
    query(options: QueryOptions): Promise<QueryResult>;
    static query(options: QueryOptions): Promise<QueryResult>;
  }

  export const games: Record<string, GameDefinition>;
}
