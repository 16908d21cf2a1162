// A Socket.IO client for tests, speaking the real protocol to the real server.
import { io, type Socket } from 'socket.io-client';

export interface Ack {
  ok: boolean;
  state?: any;
  version?: number;
  duplicate?: boolean;
  error?: { code: string; message: string };
}

export class GameSocket {
  readonly socket: Socket;
  readonly states: any[] = [];
  private seq = 0;

  /** `headers` are sent with the handshake (e.g. Origin); `localAddress` connects from that
   *  address of this machine (e.g. 127.0.0.5), so tests behind a proxy can speak as distinct
   *  clients. */
  constructor(baseUrl: string, token?: string, opts: { headers?: Record<string, string>; localAddress?: string } = {}) {
    this.socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
      extraHeaders: opts.headers,
      ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
    } as Parameters<typeof io>[1]);
    this.socket.on('game:state', (msg) => this.states.push(msg));
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (err) => reject(err));
    });
  }

  emit(event: string, payload: unknown): Promise<Ack> {
    return this.socket.timeout(10_000).emitWithAck(event, payload);
  }

  join(payload: unknown) {
    return this.emit('game:join', payload);
  }

  command(gameId: string, command: Record<string, unknown>, clientSeq: string | number = `s${++this.seq}-${Math.random()}`) {
    return this.emit('game:command', { gameId, command, clientSeq });
  }

  latest() {
    return this.states.at(-1);
  }

  /** Waits until a pushed state satisfies `pred`. */
  async waitFor(pred: (msg: any) => boolean, timeoutMs = 10_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.states.find(pred);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching game:state within ${timeoutMs} ms; last: ${JSON.stringify(this.latest())}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close() {
    this.socket.disconnect();
  }
}
