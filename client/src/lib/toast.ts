// Toasts without putting the toast library in the first download: the first toast (or an
// idle moment after start-up) loads sonner and mounts its Toaster, and toasts wait until it
// listens. Same calls as sonner's: toast(message) and toast.error(message).
import type * as SonnerModule from 'sonner';
import { createStore } from './create-store';
import { importWithRetry } from './import-with-retry';

type Sonner = typeof SonnerModule;

export const toasterWanted = createStore(false);
let sonner: Promise<Sonner> | undefined;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** Called by the mounted Toaster once it listens for toasts. */
export function toasterMounted() {
  markReady();
}

export function loadToaster(): Promise<Sonner> {
  toasterWanted.set(true);
  // A fetch that failed for good is forgotten, so the next toast asks for the code again.
  return (sonner ??= importWithRetry(() => import('sonner')).catch((error: unknown) => {
    sonner = undefined;
    throw error;
  }));
}

function show(kind: 'message' | 'error', message: string) {
  void loadToaster()
    .then(async (s) => {
      await ready;
      if (kind === 'error') s.toast.error(message);
      else s.toast(message);
    })
    .catch((err) => console.error('toast failed', err, message));
}

export const toast = Object.assign((message: string) => show('message', message), {
  error: (message: string) => show('error', message),
});
