// The one layout of our e-mails: plain lines and one action link, as text and as HTML (every
// text escaped), in the reader's language and direction.
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, type Language } from '@charades/shared/languages';
import type { MailMessage } from '../../lib/mailer.ts';

/** An e-mail's words in one language. */
export interface EmailText {
  subject: string;
  lines: string[];
  action: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One e-mail: its lines, then one action link, in the language's direction. */
export function render(language: Language, to: string, { subject, lines, action }: EmailText, link: string): MailMessage {
  const { locale, dir } = LANGUAGE_FACTS[language];
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject, text: `${lines.join('\n\n')}\n\n${action}: ${link}\n`, html };
}

/** One e-mail in every language (issue 32 §3: a refund's news reaches a buyer whatever language
 *  they read): Arabic first, right to left, then English (LANGUAGES' order); one action link. */
export function renderBilingual(
  to: string,
  subject: string,
  parts: Record<Language, { lines: string[]; action: string }>,
  link: string,
): MailMessage {
  const section = (language: Language) =>
    `<div lang="${LANGUAGE_FACTS[language].locale}" dir="${LANGUAGE_FACTS[language].dir}">
${parts[language].lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(parts[language].action)}</a></p>
</div>`;
  const html = `<!doctype html><html lang="${LANGUAGE_FACTS[DEFAULT_LANGUAGE].locale}" dir="${LANGUAGE_FACTS[DEFAULT_LANGUAGE].dir}"><body style="font-family:sans-serif">
${LANGUAGES.map(section).join('\n<hr>\n')}
<p style="color:#666;font-size:12px" dir="ltr">${escapeHtml(link)}</p>
</body></html>`;
  const text = LANGUAGES.map((l) => `${parts[l].lines.join('\n\n')}\n\n${parts[l].action}: ${link}`).join('\n\n———\n\n');
  return { to, subject, text: `${text}\n`, html };
}
