// Maps a failed auth call to the docs/product.md#errors message key for the form it came from.
import { ApiError } from '@/lib/api-client';

type Form = 'signIn' | 'signUp' | 'recover' | 'reset' | 'twoFactor';

export function authErrorKey(err: unknown, form: Form) {
  const code = err instanceof ApiError ? err.code : undefined;
  if (code === 'rate_limited') return 'errors.rate_limited' as const;
  if (code === 'network_error') return 'errors.network_error' as const;
  switch (form) {
    case 'signIn':
      if (code === 'email_not_confirmed') return 'errors.email_not_confirmed' as const;
      if (code === 'invalid_credentials' || code === 'missing_credentials') return 'errors.invalid_credentials' as const;
      return 'errors.signInFailed' as const;
    case 'signUp':
      if (code === 'user_already_exists') return 'errors.user_already_exists' as const;
      if (code === 'password_too_short') return 'validation.passwordTooShort' as const;
      if (code === 'invalid_email') return 'validation.invalidEmail' as const;
      if (code === 'passwords_do_not_match') return 'validation.passwordsDontMatch' as const;
      return 'errors.signUpFailed' as const;
    case 'recover':
      if (code === 'invalid_email') return 'validation.invalidEmail' as const;
      return 'errors.resetEmailFailed' as const;
    case 'twoFactor':
      if (code === 'two_factor_code_invalid') return 'errors.two_factor_code_invalid' as const;
      if (code === 'two_factor_code_required') return 'errors.two_factor_code_required' as const;
      if (code === 'two_factor_challenge_expired') return 'errors.two_factor_challenge_expired' as const;
      return 'errors.signInFailed' as const;
    case 'reset':
      if (code === 'reset_token_expired') return 'errors.reset_token_expired' as const;
      if (code === 'reset_token_invalid') return 'errors.reset_token_invalid' as const;
      if (code === 'password_too_short') return 'validation.passwordTooShort' as const;
      return 'errors.generic' as const;
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
