// Telling a deck's owner that staff hid it after a report, or showed it again (issue 31 §1).
import type { Language } from '@charades/shared/schemas/auth';
import type { MailMessage } from '../../lib/mailer.ts';
import { localizedPath, render } from './render-email.ts';

export function deckModeratedEmail(opts: {
  to: string;
  deckName: string;
  hidden: boolean;
  reason: string;
  publicUrl: string;
  language: Language;
}): MailMessage {
  const link = `${opts.publicUrl}${localizedPath(opts.language, '/decks')}`;
  if (opts.language === 'ar') {
    return render(
      'ar',
      opts.to,
      opts.hidden ? 'أُخفيت إحدى مجموعاتك' : 'عادت مجموعتك للمشاركة',
      opts.hidden
        ? [
            `أخفى فريقنا مجموعتك «${opts.deckName}» بعد بلاغ، فلم يعد رمز مشاركتها يعمل.`,
            `السبب: ${opts.reason}`,
            'ما زال بإمكانك اللعب بها وتعديلها.',
          ]
        : [`أعاد فريقنا إظهار مجموعتك «${opts.deckName}»، ويعمل رمز مشاركتها من جديد.`, `الملاحظة: ${opts.reason}`],
      'مجموعاتي',
      link,
    );
  }
  return render(
    'en',
    opts.to,
    opts.hidden ? 'One of your decks was hidden' : 'Your deck is shared again',
    opts.hidden
      ? [
          `Our team hid your deck “${opts.deckName}” after a report: its share code no longer opens it.`,
          `Reason: ${opts.reason}`,
          'You can still play and edit it.',
        ]
      : [`Our team showed your deck “${opts.deckName}” again: its share code works again.`, `Note: ${opts.reason}`],
    'My decks',
    link,
  );
}
