// The TV's QR code and links point where the phones can reach the server: PUBLIC_URL when
// set, else this machine's LAN address (the TV may have opened localhost). Under the QR, a
// short code that a phone without a camera can type opens the same reveal page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';
import { GameSocket } from './helpers/game-client.ts';
import { lanAddress } from '../../server/src/lib/public-origin.ts';

const PUBLIC_URL = 'https://charades.example';
let withUrl: TestApp;
let lan: TestApp;
const sockets: GameSocket[] = [];

beforeAll(async () => {
  [withUrl, lan] = await Promise.all([startTestApp({ seed: true, env: { PUBLIC_URL } }), startTestApp({ seed: true })]);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all([withUrl?.close(), lan?.close()]);
});

async function sharedGame(t: TestApp) {
  const c = new HttpClient(t.baseUrl);
  await c.signUp(uniqueEmail('origin'));
  const category = (await c.get('/api/categories?language=en')).body[0];
  const res = await c.post('/api/games', { categoryId: category.id, teamA: 'Red', teamB: 'Blue', sharedMode: true });
  expect(res.status).toBe(201);
  return { c, view: res.body };
}

async function socket(url: string, token?: string) {
  const s = new GameSocket(url, token);
  sockets.push(s);
  await s.connected();
  return s;
}

describe('the public origin in the host view', () => {
  it('is PUBLIC_URL when set, in the REST answer and the socket view', async () => {
    const { c, view } = await sharedGame(withUrl);
    expect(view.publicOrigin).toBe(PUBLIC_URL);
    const tv = await socket(withUrl.baseUrl, c.accessToken);
    expect((await tv.join({ gameId: view.gameId })).state.publicOrigin).toBe(PUBLIC_URL);
  });

  it("is this machine's LAN address (or localhost without one) on the default host", async () => {
    const { view } = await sharedGame(lan);
    const port = new URL(lan.baseUrl).port;
    expect(view.publicOrigin).toBe(`http://${lanAddress() ?? 'localhost'}:${port}`);
  });
});

describe('short reveal codes', () => {
  it('open the same reveal view as the QR link, in any case, for the current turn only', async () => {
    const { c, view } = await sharedGame(lan);
    expect(view.revealShortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const byQr = await (await socket(lan.baseUrl)).join({ revealCode: view.revealCode });
    const phone = await socket(lan.baseUrl);
    const typed = await phone.join({ shortCode: view.revealShortCode.toLowerCase() });
    expect(typed.ok).toBe(true);
    expect(typed.state).toMatchObject({ role: 'reveal', valid: true, currentTitle: byQr.state.currentTitle });
    expect((await phone.join({ shortCode: 'ZZZZZZ' })).error?.code).toBe('reveal_code_invalid');

    // The turn ends: the phone that typed the code is told, and the code stops working.
    const tv = await socket(lan.baseUrl, c.accessToken);
    await tv.join({ gameId: view.gameId });
    for (const type of ['START_TIMER', 'CORRECT']) expect((await tv.command(view.gameId, { type })).ok).toBe(true);
    const over = await phone.waitFor((m) => m.view.valid === false);
    expect(over.view.currentTitle).toBeNull();
    const next = await tv.command(view.gameId, { type: 'NEXT_TURN' });
    const nextView = (await tv.waitFor((m) => m.version === next.version)).view;
    expect(nextView.revealShortCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(nextView.revealShortCode).not.toBe(view.revealShortCode);
    expect((await phone.join({ shortCode: view.revealShortCode })).error?.code).toBe('reveal_code_invalid');
    expect((await phone.join({ shortCode: nextView.revealShortCode })).state.valid).toBe(true);
  });
});
