// Which pages may open a game socket: only our own (PUBLIC_URL's origin, or the origin the
// request was sent to). A page elsewhere must not drive a signed-in player's game through
// their browser. Clients that send no Origin at all (not browsers) are let in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { GameSocket } from './helpers/game-client.ts';

const PUBLIC_URL = 'https://charades.example';
let t: TestApp;
const sockets: GameSocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

/** Connects with the given Origin header: 'connected', or the connect error's message. */
async function connectFrom(origin: string | undefined): Promise<string> {
  const s = new GameSocket(t.baseUrl, undefined, { headers: origin ? { origin } : {} });
  sockets.push(s);
  try {
    await s.connected();
    return 'connected';
  } catch (err) {
    return (err as Error).message;
  } finally {
    s.close();
  }
}

describe('socket origin check', () => {
  it('refuses a page of another origin, and one that only shares the host name or the port', async () => {
    expect(await connectFrom('https://evil.example')).not.toBe('connected');
    expect(await connectFrom('http://charades.example')).not.toBe('connected');
    expect(await connectFrom('http://127.0.0.1:1')).not.toBe('connected');
    expect(await connectFrom('null')).not.toBe('connected');
  });

  it("accepts PUBLIC_URL's origin, the same origin as the request, and clients without an Origin", async () => {
    expect(await connectFrom(PUBLIC_URL)).toBe('connected');
    expect(await connectFrom(t.baseUrl)).toBe('connected');
    expect(await connectFrom(undefined)).toBe('connected');
  });
});
