// The sandbox's hosted card page, in the invoice's language. Plain HTML with a form that
// posts to itself: no script at all, so the strictest policy fits (see payPagePolicy).
// Every page of it opens with the test-payments banner: a staging site in production may run
// on this gateway (PAYMENT_PROVIDER=sandbox), and its buyers must not think they paid.
import type { SandboxInvoice } from './invoice-store.ts';
import { formatFils } from '@charades/shared/money';
import { LANGUAGE_FACTS, type Language } from '@charades/shared/languages';

export const SUCCEEDING_CARD = '5123450000000008';
export const DECLINING_CARD = '4000000000000002';

const TEXTS = {
  ar: {
    title: 'بوابة الدفع التجريبية',
    testBanner: 'دفعات تجريبية — لا أموال حقيقية',
    note: 'هذه صفحة دفع تجريبية: لا تُخصم أي أموال. استخدم إحدى البطاقتين التاليتين.',
    amount: 'المبلغ',
    currency: 'د.ك',
    succeeding: 'بطاقة تنجح',
    declining: 'بطاقة تُرفض',
    cardNumber: 'رقم البطاقة',
    pay: 'ادفع',
    unknownCard: 'استخدم إحدى بطاقتي الاختبار المعروضتين.',
    expired: 'انتهت صلاحية هذه الفاتورة.',
    paid: 'تم دفع هذه الفاتورة.',
    notFound: 'لم يتم العثور على الفاتورة.',
    back: 'العودة إلى المتجر',
  },
  en: {
    title: 'Sandbox payment gateway',
    testBanner: 'Test payments — no real money',
    note: 'This is a test payment page: no money is taken. Use one of the two cards below.',
    amount: 'Amount',
    currency: 'KWD',
    succeeding: 'Succeeding card',
    declining: 'Declining card',
    cardNumber: 'Card number',
    pay: 'Pay',
    unknownCard: 'Use one of the two test cards shown.',
    expired: 'This invoice has expired.',
    paid: 'This invoice has been paid.',
    notFound: 'Invoice not found.',
    back: 'Back to the shop',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PayPageMessage = 'unknownCard' | 'expired' | 'paid' | 'notFound';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 5123450000000008 -> 5123 4500 0000 0008 */
const groupDigits = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

/** This page's Content-Security-Policy: nothing but its inline styles, and its form may post
 *  to itself and be redirected to the shop's return pages (Chromium applies form-action to
 *  the redirect too). */
export function payPagePolicy(invoice: SandboxInvoice | null): string {
  const returnOrigins = invoice ? [...new Set([invoice.callbackUrl, invoice.errorUrl].map((u) => new URL(u).origin))] : [];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${returnOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function layout(language: Language, body: string): string {
  const t = TEXTS[language];
  return `<!doctype html>
<html lang="${LANGUAGE_FACTS[language].locale}" dir="${LANGUAGE_FACTS[language].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; padding: 2rem 1rem; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0 1rem; }
  .note { background: #fef3c7; padding: 0.75rem; border-radius: 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dd { margin: 0; font-family: ui-monospace, monospace; direction: ltr; unicode-bidi: isolate; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1.1rem; padding: 0.6rem; margin-top: 0.25rem; direction: ltr; border: 1px solid #71717a; border-radius: 0.4rem; }
  button { margin-top: 1rem; width: 100%; font-size: 1.1rem; padding: 0.7rem; background: #4f46e5; color: #fff; border: 0; border-radius: 0.4rem; cursor: pointer; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
  .test-banner { background: #b45309; color: #fff; font-weight: 700; text-align: center; padding: 0.6rem; border-radius: 0.5rem; margin: 0 0 1rem; }
</style>
</head>
<body><main>
<p class="test-banner" data-testid="sandbox-test-banner">${t.testBanner}</p>
${body}
</main></body>
</html>
`;
}

export function renderPayPage(invoice: SandboxInvoice, message?: PayPageMessage): string {
  const t = TEXTS[invoice.language];
  const amount = `${formatFils(invoice.valueFils)} ${t.currency}`;
  const header = `<h1>${t.title}</h1>
<p>${t.amount}</p>
<p class="amount" data-testid="sandbox-amount"><bdi>${escapeHtml(amount)}</bdi></p>`;
  if (message === 'expired' || message === 'paid') {
    const target = message === 'paid' ? invoice.callbackUrl : invoice.errorUrl;
    return layout(invoice.language, `${header}<p role="status">${t[message]}</p><p><a href="${escapeHtml(target)}">${t.back}</a></p>`);
  }
  const error = message ? `<p class="error" role="alert" id="card-error">${t[message]}</p>` : '';
  return layout(
    invoice.language,
    `${header}
<p class="note">${t.note}</p>
<dl>
  <dt>${t.succeeding}</dt><dd>${groupDigits(SUCCEEDING_CARD)}</dd>
  <dt>${t.declining}</dt><dd>${groupDigits(DECLINING_CARD)}</dd>
</dl>
${error}
<form method="post" action="${escapeHtml(String(invoice.invoiceId))}">
  <label for="card-number">${t.cardNumber}</label>
  <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" required autofocus${message ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
  <button type="submit">${t.pay} <bdi>${escapeHtml(amount)}</bdi></button>
</form>`,
  );
}

export function renderNotFoundPage(language: Language = 'en'): string {
  return layout(language, `<h1>${TEXTS[language].title}</h1><p role="alert">${TEXTS[language].notFound}</p>`);
}
