// /tv/link?code=…: where the TV's QR code takes the phone. The player signs in if needed (the
// usual sign-in dialog), then confirms: "Show my game on this TV?".
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { isShortCode, normalizeShortCode } from '@charades/shared/short-code';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useSession } from '@/lib/session/use-session';
import { useLocalizedPath } from '@/lib/use-language';
import { usePairTv } from '../api/pair-tv';

export function TvLinkPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const session = useSession();
  const [params] = useSearchParams();
  const code = normalizeShortCode(params.get('code') ?? '');
  const pair = usePairTv();
  const [cancelled, setCancelled] = useState(false);
  const error = pair.error instanceof ApiError ? pair.error.code : pair.error ? 'generic' : undefined;

  let body: React.ReactNode;
  if (!isShortCode(code)) {
    body = <p role="alert">{t('tv.noCode')}</p>;
  } else if (session.status === 'loading') {
    body = <p role="status">{t('tv.connecting')}</p>;
  } else if (session.status === 'signedOut') {
    body = (
      <>
        <p>{t('tv.signInFirst')}</p>
        <Button size="lg" className="w-full" onClick={() => openAuthDialog('signIn')}>
          {t('tv.signIn')}
        </Button>
      </>
    );
  } else if (pair.isSuccess) {
    body = (
      <>
        <p role="status" data-tv-linked>
          {t('tv.linked')}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={to('/play')}>{t('tv.goToGame')}</Link>
        </Button>
      </>
    );
  } else if (cancelled) {
    body = (
      <>
        <p role="status">{t('tv.cancelled')}</p>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to={to('/play')}>{t('tv.goToGame')}</Link>
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p>
          {t('tv.linkCodeLabel')}{' '}
          <span dir="ltr" className="font-mono text-xl font-bold tracking-widest text-stone-900">
            {code}
          </span>
        </p>
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {t(errorMessageKey(error))}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button size="lg" onClick={() => pair.mutate(code)} disabled={pair.isPending}>
            {pair.isPending ? t('tv.linking') : t('tv.link')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setCancelled(true)} disabled={pair.isPending}>
            {t('tv.cancel')}
          </Button>
        </div>
      </>
    );
  }
  return <PageCard title={t('tv.linkQuestion')}>{body}</PageCard>;
}
