// Sign In / Sign Up tabs, and the forgot-password view. Closes itself once a user exists.
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session/use-session';
import { authDialog, closeAuthDialog, type AuthView } from '@/lib/dialogs/auth-dialog-store';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { accountButton, mainHeading } from '@/lib/focus';

// Signing in from the header replaces its sign-in button with the account menu: focus goes
// there. A dialog that opened by itself (on /play) hands focus to the page's heading.
const focusAfterClose = (opener: HTMLElement | null) => (opener?.hasAttribute('data-account-button') ? accountButton() : mainHeading());

export function AuthDialog() {
  const { t } = useTranslation();
  const { open, view } = authDialog.use();
  const session = useSession();
  const setView = (v: AuthView) => authDialog.set({ open: true, view: v });

  useEffect(() => {
    if (open && session.status === 'signedIn') closeAuthDialog();
  }, [open, session.status]);

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? authDialog.set({ open: true, view }) : closeAuthDialog())}>
      {view === 'forgot' ? (
        <DialogContent title={t('auth.forgotTitle')} focusAfterClose={focusAfterClose}>
          <ForgotPasswordForm onBack={() => setView('signIn')} />
        </DialogContent>
      ) : (
        <DialogContent title={t('auth.dialogTitle')} description={t('auth.dialogDescription')} focusAfterClose={focusAfterClose}>
          <Tabs value={view} onValueChange={(v) => setView(v as AuthView)} dir={document.documentElement.dir as 'rtl' | 'ltr'}>
            <TabsList>
              <TabsTrigger value="signIn">{t('auth.signInTab')}</TabsTrigger>
              <TabsTrigger value="signUp">{t('auth.signUpTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signIn" className="pt-4">
              <SignInForm onForgot={() => setView('forgot')} onDone={closeAuthDialog} />
            </TabsContent>
            <TabsContent value="signUp" className="pt-4">
              <SignUpForm onDone={closeAuthDialog} onNeedsConfirmation={() => setView('signIn')} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      )}
    </Dialog>
  );
}
