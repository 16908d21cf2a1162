// Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and arrows, no mouse. Focus is never
// dropped on <body> when a dialog closes, when signing in or out swaps the header's button,
// or when a game step replaces the button just pressed: it goes to the next thing to use.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';

/** What has focus, named as a screen reader would roughly name it, or BODY; and its role. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { name: 'BODY', role: '' };
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    return {
      name: (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim() || el.tagName,
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
    };
  });
}
const focused = async (page: Page) => (await focusedElement(page)).name;

/** Presses Tab until the focused element's name (and role, if given) match, as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp, { role }: { role?: string } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedElement(page);
    if (matches(now.name) && (!role || now.role === role)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Waits for focus to arrive on `name` (a step's view appears after a short transition). */
async function expectFocusOn(page: Page, name: string | RegExp) {
  await expect
    .poll(() => focused(page))
    .toMatch(typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : name);
}

async function signUpByKeyboard(page: Page, email: string) {
  await tabTo(page, 'Sign in');
  await page.keyboard.press('Enter');
  await signUpInDialogByKeyboard(page, email);
}

/** Signs up in the open sign-in dialog, by keyboard. */
async function signUpInDialogByKeyboard(page: Page, email: string) {
  await expect(page.getByRole('dialog')).toBeVisible();
  // Tabs: the active "Sign In" tab, then the arrow key moves to "Sign Up".
  await tabTo(page, 'Sign In', { role: 'tab' });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, 'Email');
  await page.keyboard.type(email);
  await tabTo(page, 'Password');
  await page.keyboard.type('secret-1');
  await tabTo(page, 'Confirm password');
  await page.keyboard.type('secret-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('keyboard only: dialogs give focus back, signing in and out keeps it in the header', async ({ page }) => {
  await page.goto('/en');
  await tabTo(page, 'How to Play');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusOn(page, 'How to Play');

  await signUpByKeyboard(page, uniqueEmail('keyboard'));
  // The sign-in button became the account menu; focus is on it.
  await expectFocusOn(page, /^Account menu/);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // A menu opened from the keyboard puts focus on its first item once it has settled; End
  // pressed before that is lost, as a keyboard user would see before moving on.
  await expectFocusOn(page, 'Buy Games');
  await page.keyboard.press('End');
  await expectFocusOn(page, 'Sign Out');
  await page.keyboard.press('Enter');
  // Signed out: the account menu became the sign-in button; focus is on it.
  await expectFocusOn(page, 'Sign in');
});

test("keyboard only: a whole game, focus on each step's next action", async ({ page }) => {
  await page.goto('/en');
  await signUpByKeyboard(page, uniqueEmail('keyboard-game'));
  await tabTo(page, 'Start Playing');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  await tabTo(page, /Hollywood Blockbusters$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Name the teams' })).toBeVisible();
  await tabTo(page, 'Team A name');
  await page.keyboard.type('Falcons');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Pearls');
  await tabTo(page, 'Start game', { role: 'button' });
  await page.keyboard.press('Enter');

  for (let turn = 1; turn <= 8; turn++) {
    await expectFocusOn(page, 'Reveal');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Ready');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Start timer');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Correct');
    if (turn % 2 === 0) await tabTo(page, 'Incorrect');
    await page.keyboard.press('Enter');
  }
  // The results: focus on who won; Tab leads to Share the result, then New game.
  await expectFocusOn(page, 'Falcons wins!');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, 'Share the result');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, 'New game');
});

test('keyboard only: shared mode on the TV, focus on Start, Correct and the next turn', async ({ page }) => {
  await page.goto('/en');
  await signUpByKeyboard(page, uniqueEmail('keyboard-tv'));
  await tabTo(page, 'Start Playing');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  await tabTo(page, /Hollywood Blockbusters$/);
  await page.keyboard.press('Enter');
  await tabTo(page, 'Team A name');
  await page.keyboard.type('Falcons');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Pearls');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, 'Start game', { role: 'button' });
  await page.keyboard.press('Enter');

  for (let turn = 1; turn <= 2; turn++) {
    await expectFocusOn(page, 'Start');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Correct');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, /^Next: /);
    await page.keyboard.press('Enter');
  }
  await expectFocusOn(page, 'Start');
});

test('keyboard only: signing in from Start Playing lands on the game page with focus on its heading', async ({ page }) => {
  await page.goto('/en');
  await tabTo(page, 'Start Playing');
  await page.keyboard.press('Enter');
  await signUpInDialogByKeyboard(page, uniqueEmail('keyboard-start'));
  await expect(page).toHaveURL(/\/en\/play$/);
  // Start Playing went with the landing page: focus is on the new page's heading, not <body>.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a category' })).toBeFocused();
});
