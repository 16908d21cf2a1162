// A finished game is shown in two steps, as after every turn: first the last title ("the
// movie was"), then the results. A host moves on with a button among its controls
// (useStageResultsStep); a TV, with no one at it, moves on by itself after a while.
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
  children,
}: {
  hasLastTitle: boolean;
  advancesItself: boolean;
  children: React.ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!advancesItself || !hasLastTitle || shown) return;
    const id = setTimeout(() => setShown(true), LAST_TITLE_ON_TV_MS);
    return () => clearTimeout(id);
  }, [advancesItself, hasLastTitle, shown]);
  const value = { resultsShown: shown || !hasLastTitle, showResults: () => setShown(true) };
  return <ResultsStepContext.Provider value={value}>{children}</ResultsStepContext.Provider>;
}
