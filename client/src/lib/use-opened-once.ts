import { useState } from 'react';

/** True from the first time `open` is true: lazy dialogs load on first use, then stay. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
