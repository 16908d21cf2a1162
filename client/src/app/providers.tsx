import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useLanguage } from './use-language';
import { queryClient } from './query-client';

// SPEC §2/§9: brand orange with white text for every toast, at most 3, about 4.5 s.
export const TOAST_DURATION_MS = 4500;

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function AppToaster() {
  const language = useLanguage();
  return (
    <Toaster
      position="top-center"
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      visibleToasts={3}
      duration={TOAST_DURATION_MS}
      toastOptions={{ style: { background: '#c2410c', color: '#ffffff', border: 'none', fontFamily: 'inherit' } }}
    />
  );
}
