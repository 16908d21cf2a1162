import { createStore } from '@/lib/create-store';

export type AuthView = 'signIn' | 'signUp' | 'forgot';
export const authDialog = createStore<{ open: boolean; view: AuthView }>({ open: false, view: 'signIn' });

export function openAuthDialog(view: AuthView = 'signIn') {
  authDialog.set({ open: true, view });
}
export function closeAuthDialog() {
  authDialog.set({ ...authDialog.get(), open: false });
}
