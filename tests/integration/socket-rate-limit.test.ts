// Codes typed on a phone or a TV (a reveal link's short code, a room code, a TV pairing code)
// are looked up over the socket at a limited rate per caller address, behind the trusted
// proxy: the address is taken once, when the socket connects (the server keeps no HTTP
// request per socket, issue 18), and the limit follows the address across sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/src/plugins/rate-limit.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { GameSocket } from './helpers/game-client.ts';

let t: TestApp;
const sockets: GameSocket[] = [];

beforeAll(async () => {
  // Real limits (tests scale them up elsewhere), and this process as the one trusted proxy.
  t = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

/** A socket whose caller the trusted proxy says is `address`. */
async function from(address: string): Promise<GameSocket> {
  const s = new GameSocket(t.baseUrl, undefined, { headers: { 'x-forwarded-for': address } });
  sockets.push(s);
  await s.connected();
  return s;
}

async function codesOf(s: GameSocket, event: string, payload: unknown, times: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < times; i++) codes.push(((await s.emit(event, payload)) as { error?: { code: string } }).error?.code ?? 'ok');
  return codes;
}

describe('per-address limits of codes looked up over the socket', () => {
  it('refuses short codes past the limit from one address, on a new socket too, and not from another address', async () => {
    const { limit } = RATE_LIMITS.shortCodePerIp;
    const guesser = await from('203.0.113.7');
    expect(await codesOf(guesser, 'game:join', { shortCode: 'ZZZZZZ' }, limit)).toEqual(Array(limit).fill('reveal_code_invalid'));
    expect(await guesser.join({ shortCode: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const again = await from('203.0.113.7');
    expect(await again.join({ shortCode: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const neighbour = await from('203.0.113.8');
    expect(await neighbour.join({ shortCode: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'reveal_code_invalid' } });
  });

  it('counts room code look-ups per address', async () => {
    const { limit } = RATE_LIMITS.roomCodePerIp;
    const party = await from('198.51.100.20');
    expect(await codesOf(party, 'room:lookup', { code: 'ZZZZZZ' }, limit)).toEqual(Array(limit).fill('room_code_invalid'));
    expect(await party.emit('room:lookup', { code: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const other = await from('198.51.100.21');
    expect(await other.emit('room:lookup', { code: 'ZZZZZZ' })).toMatchObject({ ok: false, error: { code: 'room_code_invalid' } });
  });

  it('counts TV pairing codes per address', async () => {
    const { limit } = RATE_LIMITS.tvCodePerIp;
    const tv = await from('192.0.2.30');
    const answers = await codesOf(tv, 'tv:hello', {}, limit);
    expect(answers).toEqual(Array(limit).fill('ok'));
    expect(await tv.emit('tv:hello', {})).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
    const otherTv = await from('192.0.2.31');
    expect(await otherTv.emit('tv:hello', {})).toMatchObject({ ok: true, status: 'code' });
  });
});
