// Telling a buyer about a refund of their payment (issue 32 §3), in Arabic and English in one
// e-mail: when the gateway has taken the refund, and when the money is back on the card.
import type { MailMessage } from '../../lib/mailer.ts';
import { renderBilingual } from './render-email.ts';
import { pathInLanguage, type Language } from '@charades/shared/languages';

export function refundEmail(opts: {
  to: string;
  kind: 'requested' | 'completed';
  /** KWD with 3 decimals. */
  amount: string;
  publicUrl: string;
  /** The buyer's language: the link opens their Transactions in it. */
  language: Language;
}): MailMessage {
  const link = `${opts.publicUrl}${pathInLanguage('/past-games', opts.language)}`;
  const requested = opts.kind === 'requested';
  return renderBilingual(
    opts.to,
    requested ? `طلب استرداد · Refund requested: ${opts.amount} KWD` : `تم الاسترداد · Refund completed: ${opts.amount} KWD`,
    {
      ar: {
        lines: requested
          ? [
              `طلبنا استرداد ${opts.amount} د.ك من دفعتك إلى بطاقتك.`,
              'يصل المبلغ عادةً خلال أيام العمل المعتادة لدى بنكك، وسنراسلك عند اكتماله.',
            ]
          : [`اكتمل استرداد ${opts.amount} د.ك إلى بطاقتك.`, 'تجد تفاصيله في معاملاتك.'],
        action: 'معاملاتي',
      },
      en: {
        lines: requested
          ? [
              `We have asked for ${opts.amount} KWD of your payment to be refunded to your card.`,
              "It usually arrives within your bank's working days; we will write again when it is complete.",
            ]
          : [`Your refund of ${opts.amount} KWD to your card is complete.`, 'Its details are in your transactions.'],
        action: 'My transactions',
      },
    },
    link,
  );
}
