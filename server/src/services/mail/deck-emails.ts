// Telling a deck's owner that staff hid it after a report, or showed it again (issue 31 §1).
import { pathInLanguage, type Language } from '@charades/shared/languages';
import type { MailMessage } from '../../lib/mailer.ts';
import { render, type EmailText } from './render-email.ts';

type Moderation = { deckName: string; hidden: boolean; reason: string };

const DECK_MODERATED: Record<Language, (m: Moderation) => EmailText> = {
  ar: ({ deckName, hidden, reason }) => ({
    subject: hidden ? 'أُخفيت إحدى مجموعاتك' : 'عادت مجموعتك للمشاركة',
    lines: hidden
      ? [`أخفى فريقنا مجموعتك «${deckName}» بعد بلاغ، فلم يعد رمز مشاركتها يعمل.`, `السبب: ${reason}`, 'ما زال بإمكانك اللعب بها وتعديلها.']
      : [`أعاد فريقنا إظهار مجموعتك «${deckName}»، ويعمل رمز مشاركتها من جديد.`, `الملاحظة: ${reason}`],
    action: 'مجموعاتي',
  }),
  en: ({ deckName, hidden, reason }) => ({
    subject: hidden ? 'One of your decks was hidden' : 'Your deck is shared again',
    lines: hidden
      ? [
          `Our team hid your deck “${deckName}” after a report: its share code no longer opens it.`,
          `Reason: ${reason}`,
          'You can still play and edit it.',
        ]
      : [`Our team showed your deck “${deckName}” again: its share code works again.`, `Note: ${reason}`],
    action: 'My decks',
  }),
};

export function deckModeratedEmail(opts: {
  to: string;
  deckName: string;
  hidden: boolean;
  reason: string;
  publicUrl: string;
  language: Language;
}): MailMessage {
  const link = `${opts.publicUrl}${pathInLanguage('/decks', opts.language)}`;
  return render(opts.language, opts.to, DECK_MODERATED[opts.language](opts), link);
}
