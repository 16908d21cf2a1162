// The stage is laid out once, at 1920x1080, and scaled to the window with a CSS transform,
// keeping its 16:9 shape: a TV, a laptop or a projector sees the same picture, letterboxed
// with black where the window's shape differs. Sizes in the stage's files are 1080p pixels.
import { useSyncExternalStore } from 'react';

export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** How much the 1920x1080 canvas is scaled to fit the window: 1 on a 1080p screen. */
function useStageScale(): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.min(document.documentElement.clientWidth / STAGE_WIDTH, document.documentElement.clientHeight / STAGE_HEIGHT),
    // Rendered without a window (a test's renderToString): the design size.
    () => 1,
  );
}

export function StageScaler({ children }: { children: React.ReactNode }) {
  const scale = useStageScale();
  return (
    // Fixed over the whole window: nothing of the page beneath shows, nothing scrolls. Flex
    // centring (not auto margins, which give way on one side) keeps the canvas centred while it
    // is larger than the window, and it is then scaled about its centre.
    <div className="fixed inset-0 z-40 flex items-center justify-center overflow-hidden bg-black" data-stage>
      <div
        className="relative shrink-0 overflow-hidden bg-stone-950 text-white"
        style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT, transform: `scale(${scale})`, transformOrigin: 'center' }}
        data-stage-canvas
        data-stage-scale={scale}
      >
        {children}
      </div>
    </div>
  );
}
