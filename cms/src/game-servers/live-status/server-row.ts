import type { CurrentData } from './game-status';

// A server as the poller reads and writes it (plain query-engine rows, no populate).
export type ServerRow = {
  id: number;
  documentId: string;
  name: string;
  ipAddress: string;
  port: number;
  maxPlayers: number | null;
  online: boolean | null;
  current_data: CurrentData | null;
  statusCheckedAt: string | Date | null;
};

export const SERVER_ROW_FIELDS = [
  'id',
  'documentId',
  'name',
  'ipAddress',
  'port',
  'maxPlayers',
  'online',
  'current_data',
  'statusCheckedAt',
] satisfies (keyof ServerRow)[];
