// A device that missed a state push (a flushed store's rebuild, a lost message) must not stay
// on an outdated screen: the command it then sends is refused, and the refusal carries the
// game as stored, which the screen shows at once.
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';

test('a refused command brings a device that missed a push to the current state', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tv = await context.newPage();
  // Between this page and the server: pushed game states can be dropped, as a lost push would be.
  let dropPushes = false;
  await tv.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (dropPushes && typeof m === 'string' && m.startsWith('42["game:state"')) return;
      ws.send(m);
    });
  });
  await signUpAndOpen(tv, '/en', uniqueEmail('e2e-resync'));
  await tv.getByRole('button', { name: 'Start Playing' }).click();
  await tv.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await tv.getByLabel('Team A name').fill('Red');
  await tv.getByLabel('Team B name').fill('Blue');
  await tv.getByRole('button', { name: 'Start game' }).click();
  await expect(tv.getByRole('button', { name: 'Reveal' })).toBeVisible();

  // Another tab of the same player moves the game on; this page never hears of it.
  dropPushes = true;
  const other = await context.newPage();
  await other.goto(tv.url());
  await other.getByRole('button', { name: 'Reveal' }).click();
  await expect(other.getByRole('button', { name: 'Ready' })).toBeVisible();
  await expect(tv.getByRole('button', { name: 'Reveal' })).toBeVisible();

  // Its Reveal is refused, and the page shows the game as it is.
  await tv.getByRole('button', { name: 'Reveal' }).click();
  await expect(tv.getByRole('button', { name: 'Ready' })).toBeVisible();
  await expect(tv.getByRole('button', { name: 'Reveal' })).toHaveCount(0);
  await context.close();
});
