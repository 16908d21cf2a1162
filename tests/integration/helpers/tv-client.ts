// A TV page's socket for tests: connects unpaired or with a TV credential, and records every
// message the server sends it, in order.
import { io, type Socket } from 'socket.io-client';

export interface TvMessage {
  event: string;
  payload: any;
}

export class TvSocket {
  readonly socket: Socket;
  readonly messages: TvMessage[] = [];
  disconnected = false;

  constructor(baseUrl: string, auth: { tvToken?: string; token?: string } = {}) {
    this.socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true });
    this.socket.onAny((event: string, payload: unknown) => this.messages.push({ event, payload }));
    this.socket.on('disconnect', () => (this.disconnected = true));
  }

  /** Resolves once connected; rejects with the server's refusal (its message is the code). */
  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (err) => reject(err));
    });
  }

  emit(event: string, payload: unknown): Promise<any> {
    return this.socket.timeout(10_000).emitWithAck(event, payload);
  }

  hello(pairingSecret?: string) {
    return this.emit('tv:hello', pairingSecret ? { pairingSecret } : {});
  }

  /** Waits for a message of this event (matching `pred`), already received or to come. */
  async waitFor(event: string, pred: (payload: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.event === event && pred(m.payload));
      if (found) return found.payload;
      if (Date.now() > deadline)
        throw new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.event))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async waitDisconnected(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.disconnected) {
      if (Date.now() > deadline) throw new Error('the TV socket is still connected');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close() {
    this.socket.disconnect();
  }
}
