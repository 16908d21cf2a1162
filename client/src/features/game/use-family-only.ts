// Setup's "Family only" (issue 31 §3): on by default, remembered for the account (the profile
// keeps it, so every device of the family's account starts the same way). Turned off or on,
// the profile is updated and the categories are asked again.
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { sessionStore } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';

export function useFamilyOnly(): [boolean, (on: boolean) => void] {
  const session = useSession();
  const remembered = session.status === 'signedIn' ? session.user.familyOnly : true;
  const [choice, setChoice] = useState<boolean>();
  const familyOnly = choice ?? remembered ?? true;
  function change(on: boolean) {
    setChoice(on);
    void callApi('me.update', { body: { familyOnly: on } })
      .then((user) => sessionStore.updateUser(user))
      .catch((err: unknown) => console.warn('remembering Family only failed', err));
  }
  return [familyOnly, change];
}
