// The living room's first steps, as several specs take them: the host (signed in, on the
// English home page) starts a shared-screen game, and phones join its room by code.
import type { Page } from '@playwright/test';
import type { Language } from '../../../shared/src/languages.ts';
import { pressStartPlaying } from './start-playing';

/** From the English home page: Start Playing, `category`, teams Red and Blue, Shared Screen
 *  Mode, Start game; the room's code. */
export async function startSharedGame(host: Page, category: string): Promise<string> {
  await pressStartPlaying(host);
  await host.getByRole('button', { name: category }).click();
  await host.getByLabel('Team A name').fill('Red');
  await host.getByLabel('Team B name').fill('Blue');
  await host.getByLabel(/Shared Screen Mode/).check();
  await host.getByRole('button', { name: 'Start game' }).click();
  return (await host.locator('[data-room-code]').getAttribute('data-room-code'))!;
}

const JOIN = {
  en: { path: '/en/j/', nickname: 'Your nickname', join: 'Join' },
  ar: { path: '/j/', nickname: 'اسمك المستعار', join: 'انضمام' },
} as const;

/** Opens the room's page in `lang` on `phone` and joins `team` as `nickname`. */
export async function joinRoom(phone: Page, code: string, lang: Language, nickname: string, team: string) {
  const l = JOIN[lang];
  await phone.goto(`${l.path}${code}`);
  await phone.getByLabel(l.nickname).fill(nickname);
  await phone.getByRole('radio', { name: team }).check();
  await phone.getByRole('button', { name: l.join }).click();
}
