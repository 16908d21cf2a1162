// A minimal observable value for app-wide UI state (which dialog is open, and the like).
import { useSyncExternalStore } from 'react';

export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const store = {
    get: () => value,
    // Arrow functions: they are handed around unbound (onOpenChange={store.set}).
    set: (next: T) => {
      value = next;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { ...store, use: () => useSyncExternalStore(store.subscribe, store.get) };
}
