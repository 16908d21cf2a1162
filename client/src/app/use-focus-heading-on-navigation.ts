import { useEffect, useRef } from 'react';
import { focusWhenReady, mainHeading } from '@/lib/focus';

/**
 * After moving to another page, a keyboard or screen-reader user whose focus went with the old
 * page (Start Playing, pressed and then replaced by the game page once the sign-in dialog
 * closed) lands on the new page's heading instead of the top of the document. Focus they still
 * hold (a header link) stays where it is; the first page of a visit is left alone.
 */
export function useFocusHeadingOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusWhenReady(mainHeading);
  }, [pathname]);
}
