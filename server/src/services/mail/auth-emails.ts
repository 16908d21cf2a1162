// The texts of the account e-mails, in the language the user was using.
import type { Language } from '@charades/shared/schemas/auth';
import type { MailMessage } from '../../lib/mailer.ts';
import { localizedPath, render } from './render-email.ts';

export function passwordResetEmail(opts: { to: string; token: string; publicUrl: string; language: Language }): MailMessage {
  const link = `${opts.publicUrl}${localizedPath(opts.language, '/reset-password')}?token=${encodeURIComponent(opts.token)}`;
  if (opts.language === 'ar') {
    return render(
      'ar',
      opts.to,
      'إعادة تعيين كلمة المرور',
      [
        'طلبت إعادة تعيين كلمة المرور لحسابك في لعبة التمثيل الصامت.',
        'الرابط صالح لمدة ساعة واحدة ولمرة واحدة فقط. إذا لم تطلب ذلك، تجاهل هذه الرسالة.',
      ],
      'تعيين كلمة مرور جديدة',
      link,
    );
  }
  return render(
    'en',
    opts.to,
    'Reset your password',
    [
      'You asked to reset the password of your Charades account.',
      'This link works once and expires in one hour. If you did not ask for it, ignore this e-mail.',
    ],
    'Set a new password',
    link,
  );
}

export function confirmationEmail(opts: { to: string; token: string; publicUrl: string; language: Language }): MailMessage {
  const link = `${opts.publicUrl}${localizedPath(opts.language, '/confirm-email')}?token=${encodeURIComponent(opts.token)}`;
  if (opts.language === 'ar') {
    return render(
      'ar',
      opts.to,
      'تأكيد بريدك الإلكتروني',
      ['مرحباً بك في لعبة التمثيل الصامت! أكّد بريدك الإلكتروني لتتمكن من تسجيل الدخول.'],
      'تأكيد البريد الإلكتروني',
      link,
    );
  }
  return render(
    'en',
    opts.to,
    'Confirm your e-mail',
    ['Welcome to Charades! Confirm your e-mail address to sign in.'],
    'Confirm e-mail',
    link,
  );
}
