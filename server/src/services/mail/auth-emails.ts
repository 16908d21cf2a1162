// The texts of the account e-mails, in the language the user was using.
import { pathInLanguage, type Language } from '@charades/shared/languages';
import type { MailMessage } from '../../lib/mailer.ts';
import { render, type EmailText } from './render-email.ts';

const PASSWORD_RESET: Record<Language, EmailText> = {
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    lines: [
      'طلبت إعادة تعيين كلمة المرور لحسابك في لعبة التمثيل الصامت.',
      'الرابط صالح لمدة ساعة واحدة ولمرة واحدة فقط. إذا لم تطلب ذلك، تجاهل هذه الرسالة.',
    ],
    action: 'تعيين كلمة مرور جديدة',
  },
  en: {
    subject: 'Reset your password',
    lines: [
      'You asked to reset the password of your Charades account.',
      'This link works once and expires in one hour. If you did not ask for it, ignore this e-mail.',
    ],
    action: 'Set a new password',
  },
};

const CONFIRMATION: Record<Language, EmailText> = {
  ar: {
    subject: 'تأكيد بريدك الإلكتروني',
    lines: ['مرحباً بك في لعبة التمثيل الصامت! أكّد بريدك الإلكتروني لتتمكن من تسجيل الدخول.'],
    action: 'تأكيد البريد الإلكتروني',
  },
  en: {
    subject: 'Confirm your e-mail',
    lines: ['Welcome to Charades! Confirm your e-mail address to sign in.'],
    action: 'Confirm e-mail',
  },
};

export function passwordResetEmail(opts: { to: string; token: string; publicUrl: string; language: Language }): MailMessage {
  const link = `${opts.publicUrl}${pathInLanguage('/reset-password', opts.language)}?token=${encodeURIComponent(opts.token)}`;
  return render(opts.language, opts.to, PASSWORD_RESET[opts.language], link);
}

export function confirmationEmail(opts: { to: string; token: string; publicUrl: string; language: Language }): MailMessage {
  const link = `${opts.publicUrl}${pathInLanguage('/confirm-email', opts.language)}?token=${encodeURIComponent(opts.token)}`;
  return render(opts.language, opts.to, CONFIRMATION[opts.language], link);
}
