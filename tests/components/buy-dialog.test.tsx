// @vitest-environment jsdom
// The buy dialog's states (client/src/features/payments/components/buy-games-dialog.tsx) in a
// DOM, against the real server in a process of its own on its sandbox gateway: the packages
// as the server prices them, with the test-payments notice; a signed-out choice kept while the
// sign-in dialog opens; signed in, the confirm step, a refused coupon's message, Back, and
// Proceed to Payment creating the invoice the thank-you page will verify.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_PACKAGES } from '@charades/shared/packages';
import en from '@/locales/en.json';
import { renderScreen } from '@/test/render-screen';
import { setTokenSource } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { buyGamesDialog } from '@/lib/dialogs/buy-games-store';
import { authDialog } from '@/lib/dialogs/auth-dialog-store';
import { BuyGamesDialog } from '@/features/payments/components/buy-games-dialog';
import { startServerProcess, type ServerProcess } from '../integration/helpers/server-process.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from '../integration/helpers/shared-services.ts';
import { HttpClient, uniqueEmail } from '../integration/helpers/http.ts';

declare const jsdom: { reconfigure(opts: { url: string }): void };

let services: SharedServices | undefined;
let dataDir: string | undefined;
let server: ServerProcess;
const nodeFetch = globalThis.fetch;

beforeAll(async () => {
  if (sharedServicesConfigured) services = await createSharedServices('buy');
  else dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-buy-'));
  server = await startServerProcess(
    services?.env ?? {
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir!,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
    },
  );
  jsdom.reconfigure({ url: `${server.url}/en` });
  // The page's own origin, as a browser resolves the client's relative /api/... addresses
  // (Node's fetch, which the DOM here lends the client, takes absolute ones only).
  globalThis.fetch = (input, init) => nodeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  setTokenSource({ getAccessToken: sessionStore.getAccessToken, refresh: sessionStore.refresh });
}, 120_000);

afterEach(() => {
  cleanup();
  buyGamesDialog.set(false);
  authDialog.set({ open: false, view: 'signIn' });
  sessionStore.signedOut(false);
  localStorage.clear();
});

afterAll(async () => {
  globalThis.fetch = nodeFetch;
  await server?.kill('SIGTERM');
  await services?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A new player signed in on this page, as after the sign-in form: the session the server gave. */
async function signIn() {
  const c = new HttpClient(server.url);
  const session = await c.signUp(uniqueEmail('buy'));
  sessionStore.setSession(session, false);
  return c;
}

async function openDialog() {
  buyGamesDialog.set(true);
  await renderScreen(<BuyGamesDialog />, 'en', '/');
  return screen.findByRole('dialog', { name: en.packages.title });
}

const packageButton = (dialog: HTMLElement, tokens: number) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${tokens} games?`) });

describe('the buy dialog against the real server', () => {
  it('lists the packages the server sells, with the test-payments notice of its sandbox gateway', async () => {
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByText(en.payments.testMode.title)).toBeTruthy());
    for (const pkg of TOKEN_PACKAGES) expect(packageButton(dialog, pkg.tokens)).toBeTruthy();
    expect(within(dialog).getByText(en.packages.signInHint)).toBeTruthy();
    expect(within(dialog).queryByText(en.packages.loadFailed)).toBeNull();
  });

  it('signed out, a chosen package is kept while the sign-in dialog opens', async () => {
    const dialog = await openDialog();
    const pkg = TOKEN_PACKAGES[1]!;
    fireEvent.click(packageButton(dialog, pkg.tokens));
    expect(buyGamesDialog.get()).toBe(false);
    expect(authDialog.get()).toEqual({ open: true, view: 'signIn' });
    // Signed in, the dialog opens again on that package's confirm step.
    cleanup();
    await signIn();
    const again = await openDialog();
    expect(within(again).getByRole('heading', { name: en.payments.confirmTitle })).toBeTruthy();
    expect(within(again).getByText(`${pkg.tokens} games`)).toBeTruthy();
  });

  it('signed in: confirm, a refused coupon says why and keeps the price, Back returns to the packages', async () => {
    await signIn();
    const dialog = await openDialog();
    fireEvent.click(packageButton(dialog, TOKEN_PACKAGES[0]!.tokens));
    expect(await within(dialog).findByRole('heading', { name: en.payments.confirmTitle })).toBeTruthy();

    const total = () => within(dialog).getByText(en.payments.total).nextElementSibling?.textContent;
    const price = total();
    expect(price).toMatch(/\d/);
    // Typing fires `input` events, which onChange follows (in Preact as in React).
    fireEvent.input(within(dialog).getByLabelText(en.payments.couponLabel), { target: { value: 'NO-SUCH-CODE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.payments.applyCoupon }));
    // The server's reason (an unknown code), under the field, read out as it appears.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(en.errors.coupon_invalid);
    expect(total()).toBe(price);
    expect(within(dialog).getByRole('button', { name: en.payments.pay })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(en.common.back) }));
    expect(packageButton(dialog, TOKEN_PACKAGES[0]!.tokens)).toBeTruthy();
  });

  it('Proceed to Payment creates the invoice on the server and keeps it for the thank-you page', async () => {
    const player = await signIn();
    const dialog = await openDialog();
    const pkg = TOKEN_PACKAGES[0]!;
    fireEvent.click(packageButton(dialog, pkg.tokens));
    fireEvent.click(await within(dialog).findByRole('button', { name: en.payments.pay }));
    // On its way to the gateway's page: the button says so and waits.
    const going = await within(dialog).findByRole('button', { name: en.payments.redirecting });
    expect((going as HTMLButtonElement).disabled).toBe(true);
    const pending = JSON.parse(localStorage.getItem('charades.pendingInvoice') ?? 'null');
    expect(pending).toMatchObject({ packageId: pkg.id, tokens: pkg.tokens });
    // The server knows that invoice, as this player's, still to be paid.
    const verify = await player.post('/api/payments/verify', { reference: pending.invoiceId });
    expect(verify.status).toBe(200);
    expect(verify.body.status).toBe('Pending');
  });
});
