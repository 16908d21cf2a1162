// A finished game is shown in two steps, as after every turn: first the last title ("the
// movie was"), then the results. A host moves on with a button among its controls
// (useStageResultsStep), and the server tells every other screen of the game (the view's
// resultsShown); a TV, with no one at it, moves on by itself after a while if nobody does.
import { createContext, useContext, useEffect, useState } from 'react';

/** How long a TV shows the last title before the results. */
export const LAST_TITLE_ON_TV_MS = 10_000;

interface ResultsStep {
  resultsShown: boolean;
  showResults: () => void;
}

const ResultsStepContext = createContext<ResultsStep>({ resultsShown: true, showResults: () => {} });

/** For the host's controls, rendered inside the stage: which step shows, and the way on. */
export function useStageResultsStep(): ResultsStep {
  return useContext(ResultsStepContext);
}

export function StageResultsStepProvider({
  hasLastTitle,
  advancesItself,
  shownByHost = false,
  onShowResults,
  children,
}: {
  hasLastTitle: boolean;
  advancesItself: boolean;
  /** The host moved on (the view's resultsShown): follow at once. */
  shownByHost?: boolean;
  /** Told when this screen's own button moves on, to tell the others. */
  onShowResults?: () => void;
  children: React.ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const resultsShown = shown || shownByHost || !hasLastTitle;
  useEffect(() => {
    if (!advancesItself || resultsShown) return;
    const id = setTimeout(() => setShown(true), LAST_TITLE_ON_TV_MS);
    return () => clearTimeout(id);
  }, [advancesItself, resultsShown]);
  const value = {
    resultsShown,
    showResults: () => {
      setShown(true);
      onShowResults?.();
    },
  };
  return <ResultsStepContext.Provider value={value}>{children}</ResultsStepContext.Provider>;
}
