import type dgram from 'node:dgram';
import { logDatagram } from './game-log';

export type LogTarget = { host: string; port: number };

// Where a simulated server's log goes: like `logaddress_add`, one datagram per line, from the server's
// own socket, signed with its sv_logsecret. Nothing is sent before a target is set, nor while the
// server is down.
export class ServerLog {
  private target: LogTarget | null = null;
  private secret: string | null = null;
  private sent = 0;

  constructor(
    private readonly socket: () => dgram.Socket | null,
    private readonly answering: () => boolean,
  ) {}

  get isLogging(): boolean {
    return this.target !== null;
  }

  // Lines sent so far (tests wait for them).
  get linesSent(): number {
    return this.sent;
  }

  start(target: LogTarget, secret: string | null): void {
    this.target = target;
    this.secret = secret;
  }

  stop(): void {
    this.target = null;
  }

  emit(event: string, at: number): void {
    const target = this.target;
    const socket = this.socket();
    if (!target || !socket || !this.answering()) return;
    this.sent += 1;
    socket.send(logDatagram(event, new Date(at), this.secret), target.port, target.host);
  }
}
