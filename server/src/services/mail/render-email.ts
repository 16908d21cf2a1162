// The one layout of our e-mails: plain lines and one action link, as text and as HTML (every
// text escaped), in the reader's language and direction.
import type { Language } from '@charades/shared/schemas/auth';
import type { MailMessage } from '../../lib/mailer.ts';

export function localizedPath(language: Language, path: string): string {
  return language === 'en' ? `/en${path}` : path;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One e-mail: its lines, then one action link, in the language's direction. */
export function render(language: Language, to: string, subject: string, lines: string[], action: string, link: string): MailMessage {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text: `${lines.join('\n\n')}\n\n${action}: ${link}\n`, html };
}

/** One e-mail in both languages (issue 32 §3: a refund's news reaches a buyer whatever language
 *  they read): Arabic first, right to left, then English; one action link. */
export function renderBilingual(
  to: string,
  subject: string,
  parts: Record<Language, { lines: string[]; action: string }>,
  link: string,
): MailMessage {
  const section = (language: Language) =>
    `<div lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
${parts[language].lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(parts[language].action)}</a></p>
</div>`;
  const html = `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:sans-serif">
${section('ar')}
<hr>
${section('en')}
<p style="color:#666;font-size:12px" dir="ltr">${escapeHtml(link)}</p>
</body></html>`;
  const text = (['ar', 'en'] as const).map((l) => `${parts[l].lines.join('\n\n')}\n\n${parts[l].action}: ${link}`).join('\n\n———\n\n');
  return { to, subject, text: `${text}\n`, html };
}
