// The server ended this account's live game connection (an administrator suspended or
// deleted it, or the session was revoked): show the player what that means at once instead
// of leaving a game screen that no longer answers.
import { sessionStore } from './session-store';

export function accountEnded(code: string) {
  const session = sessionStore.get();
  if (session.status !== 'signedIn') return;
  // The layout sends a suspended account to /suspended.
  if (code === 'account_suspended') sessionStore.updateUser({ ...session.user, role: 'suspended' });
  // The refresh answers 401 for an ended session or a deleted account: signed out.
  else if (code === 'unauthorized') void sessionStore.refresh().catch(() => {});
}
