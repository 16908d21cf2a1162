// /play opened from a link that no longer works (a replay of a game that is not mine or not
// finished, a deck deleted or no longer shared): say so once and start afresh at the categories.
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SetURLSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

export function useForgetBrokenLink(
  failed: boolean,
  message: 'pastGames.cannotReplay' | 'errors.deck_not_found',
  setParams: SetURLSearchParams,
) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!failed) return;
    toast.error(t(message));
    setParams({}, { replace: true });
  }, [failed, message, setParams, t]);
}
