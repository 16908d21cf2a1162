import { lazy, Suspense, useEffect } from 'react';
import type * as SonnerModule from 'sonner';
import { toasterMounted, toasterWanted, loadToaster } from '@/lib/toast';
import { directionOf } from '@charades/shared/languages';
import { useLanguage } from '@/lib/use-language';

// docs/product.md#screens, #constants: brand orange with white text for every toast, at most 3, about 4.5 s.
export const TOAST_DURATION_MS = 4500;
// At the bottom, clear of the header and its controls, and above a phone's home indicator.
const OFFSET = { bottom: 'calc(1.5rem + env(safe-area-inset-bottom))' };
const MOBILE_OFFSET = { bottom: 'calc(1rem + env(safe-area-inset-bottom))' };

const Toaster = lazy(async (): Promise<{ default: React.ComponentType<React.ComponentProps<typeof SonnerModule.Toaster>> }> => {
  // Toasts are extras: if their code cannot be fetched even after retries, the app goes on without.
  const loaded = await loadToaster().catch(() => null);
  if (!loaded) return { default: () => null };
  const { Toaster: SonnerToaster } = loaded;
  function ReadyToaster(props: React.ComponentProps<typeof SonnerToaster>) {
    useEffect(() => {
      // Sonner subscribes in its own effect, which runs before this parent's effect.
      toasterMounted();
    }, []);
    return <SonnerToaster {...props} />;
  }
  return { default: ReadyToaster };
});

export function AppToaster() {
  const language = useLanguage();
  const wanted = toasterWanted.use();
  useEffect(() => {
    // Load it while the player reads the page, so the first toast is instant.
    const id = window.setTimeout(() => void loadToaster(), 2500);
    return () => window.clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
        dir={directionOf(language)}
        visibleToasts={3}
        duration={TOAST_DURATION_MS}
        toastOptions={{ style: { background: '#c2410c', color: '#ffffff', border: 'none', fontFamily: 'inherit' } }}
      />
    </Suspense>
  );
}
