// Maps a failed auth call to the SPEC §8 message key for the form it came from.
import { ApiError } from '@/lib/api-client';

type Form = 'signIn' | 'signUp' | 'recover' | 'reset';

export function authErrorKey(err: unknown, form: Form) {
  const code = err instanceof ApiError ? err.code : undefined;
  if (code === 'rate_limited') return 'errors.rateLimited' as const;
  if (code === 'network_error') return 'errors.networkError' as const;
  switch (form) {
    case 'signIn':
      if (code === 'email_not_confirmed') return 'errors.emailNotConfirmed' as const;
      if (code === 'invalid_credentials' || code === 'missing_credentials') return 'errors.invalidCredentials' as const;
      return 'errors.signInFailed' as const;
    case 'signUp':
      if (code === 'user_already_exists') return 'errors.accountExists' as const;
      if (code === 'password_too_short') return 'validation.passwordTooShort' as const;
      if (code === 'invalid_email') return 'validation.invalidEmail' as const;
      if (code === 'passwords_do_not_match') return 'validation.passwordsDontMatch' as const;
      return 'errors.signUpFailed' as const;
    case 'recover':
      if (code === 'invalid_email') return 'validation.invalidEmail' as const;
      return 'errors.resetEmailFailed' as const;
    case 'reset':
      if (code === 'reset_token_expired') return 'errors.resetLinkExpired' as const;
      if (code === 'reset_token_invalid') return 'errors.resetLinkInvalid' as const;
      if (code === 'password_too_short') return 'validation.passwordTooShort' as const;
      return 'errors.generic' as const;
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
