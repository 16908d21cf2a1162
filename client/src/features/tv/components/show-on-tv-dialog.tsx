// "Show on TV": type the code the TV shows to link it to this account; once linked, the TV's
// sound and unlinking. Offered on /play (the game setup and the running game) from the header.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isShortCode, normalizeShortCode, SHORT_CODE_LENGTH } from '@charades/shared/short-code';
import { pathInLanguage } from '@charades/shared/languages';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { useTvStatus } from '@/lib/api/tv-status';
import { useLanguage } from '@/lib/use-language';
import { usePairTv } from '../api/pair-tv';
import { useSetTvMuted } from '../api/update-tv';
import { useUnlinkTv } from '../api/unlink-tv';

export function ShowOnTvDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const status = useTvStatus(open);
  const linked = status.data?.linked ?? false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('tv.dialogTitle')} description={linked ? t('tv.linked') : undefined}>
        {status.isPending ? <p role="status">{t('tv.connecting')}</p> : linked ? <LinkedTv muted={status.data!.muted} /> : <PairForm />}
      </DialogContent>
    </Dialog>
  );
}

function PairForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const pair = usePairTv();
  const [code, setCode] = useState('');
  const [shortCode, setShortCode] = useState(false);
  const serverError = pair.error instanceof ApiError ? pair.error.code : pair.error ? 'generic' : undefined;
  const tvAddress = `${window.location.host}${pathInLanguage('/tv', language)}`;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = normalizeShortCode(code);
    if (!isShortCode(typed)) return setShortCode(true);
    setShortCode(false);
    pair.mutate(typed);
  }
  const errorText = shortCode ? t('tv.codeLength') : serverError ? t(errorMessageKey(serverError)) : undefined;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-stone-700">
        {t('tv.dialogHint')}{' '}
        <span dir="ltr" className="font-mono font-bold text-stone-900">
          {tvAddress}
        </span>
      </p>
      <div>
        <Label htmlFor="tv-code">{t('tv.codeInput')}</Label>
        <Input
          id="tv-code"
          dir="ltr"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={SHORT_CODE_LENGTH + 2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'tv-code-error' : undefined}
          className="text-center font-mono text-2xl tracking-[0.3em] uppercase"
        />
        {errorText && (
          <p id="tv-code-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {errorText}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pair.isPending}>
        {pair.isPending ? t('tv.linking') : t('tv.link')}
      </Button>
    </form>
  );
}

function LinkedTv({ muted }: { muted: boolean }) {
  const { t } = useTranslation();
  const setMuted = useSetTvMuted();
  const unlink = useUnlinkTv();
  return (
    <div className="space-y-4">
      <label className="flex items-center justify-between gap-3 rounded-xl border-2 border-stone-200 p-3 font-semibold text-stone-900">
        {t('tv.sound')}
        <input
          type="checkbox"
          role="switch"
          className="size-6 accent-brand-700"
          checked={!muted}
          disabled={setMuted.isPending}
          onChange={(e) => setMuted.mutate(!e.target.checked)}
        />
      </label>
      <Button variant="destructive" size="lg" className="w-full" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
        {t('tv.unlink')}
      </Button>
    </div>
  );
}
