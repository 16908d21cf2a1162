// Each step's main action takes keyboard focus when the step appears: the button pressed for
// the last step is gone by then, and focus would otherwise fall to the page's top. Focus the
// player put elsewhere (the header) stays there. When the game ends, focus (and a screen
// reader) goes to who won, and Tab leads on to New game.
import { useCallback, useEffect, useRef } from 'react';
import { focusWhenReady, mainHeading } from '@/lib/focus';

export function useMainAction(completed: boolean) {
  const boardRef = useRef<HTMLDivElement>(null);
  const mainAction = useCallback((button: HTMLButtonElement | null) => {
    if (button) focusWhenReady(() => (button.isConnected ? button : null), { takeFrom: () => boardRef.current });
  }, []);
  useEffect(() => {
    if (completed) focusWhenReady(mainHeading);
  }, [completed]);
  return { boardRef, mainAction };
}
