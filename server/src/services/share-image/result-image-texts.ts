// The words of the result image, in the game's language (the results screen's own texts in
// client/src/locales: game.winner, game.tie, results.perRound, results.roundNumber, total).
import { teamLabel } from '@charades/shared/game/team-label';
import { LANGUAGE_FACTS, type Language } from '@charades/shared/languages';
import { isolate } from './image-text.ts';

/** `winner` takes the name as the image draws it and isolates it from the sentence. */
export interface ResultImageTexts {
  appName: string;
  winner: (team: string) => string;
  tie: string;
  perRound: string;
  round: (n: number) => string;
  total: string;
}

export const RESULT_IMAGE_TEXTS: Record<Language, ResultImageTexts> = {
  ar: {
    appName: 'تمثيل',
    // "فاز فريق الصقور!", as the results screen says it (game.teamLabel).
    winner: (team) => `فاز ${isolate(teamLabel(team, (name) => `فريق ${name}`))}!`,
    tie: 'تعادل!',
    perRound: 'النقاط في كل جولة',
    round: (n) => `الجولة ${n}`,
    total: 'المجموع',
  },
  en: {
    appName: 'Charades',
    winner: (team) => `${isolate(team)} wins!`,
    tie: "It's a tie!",
    perRound: 'Points per round',
    round: (n) => `Round ${n}`,
    total: 'Total',
  },
};

/** The day the game was played, in Kuwait, with Western digits as the app shows them. */
export function playedOnText(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_FACTS[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuwait',
    numberingSystem: 'latn',
  }).format(date);
}
