// Keyboard focus when what held it disappears. A browser then drops focus on <body>, and a
// keyboard or screen-reader user has to start over from the top of the page; these put it
// on the next thing they would use instead.

/** True when nothing has focus, e.g. the focused button was just removed from the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}

function canTakeFocus(el: HTMLElement): boolean {
  return el.isConnected && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0;
}

/**
 * Focuses what `find` returns as soon as it is on the page and enabled (it may still be
 * loading or disabled while a request finishes) and focus is lost, or still inside `takeFrom`.
 * Focus the player put somewhere else is left there. Waits for the page to change (the focused
 * element may be about to go, a menu closing after its item was chosen) for a few seconds.
 */
export function focusWhenReady(find: () => HTMLElement | null | undefined, options: { takeFrom?: () => Element | null } = {}) {
  const allowed = () => {
    if (focusIsLost()) return true;
    const area = options.takeFrom?.();
    return !!area && area.contains(document.activeElement);
  };
  const attempt = () => {
    if (!allowed()) return false;
    const el = find();
    if (!el || !canTakeFocus(el)) return false;
    el.focus({ preventScroll: true });
    // Scrolled to only for keyboard users, to whom the browser shows the focus ring: a tap on
    // Reveal must not scroll the title it brings away from the actor.
    if (el.matches(':focus-visible')) el.scrollIntoView({ block: 'nearest' });
    return true;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), 5000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'class'] });
}

/** The current page's main heading, made focusable from script (not by Tab). */
export function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * The header's account button: "sign in" when signed out, the account menu when signed in.
 * Both carry this attribute (not an id: Radix sets the menu trigger's own), so focus can
 * follow from one to the other when signing in or out swaps them.
 */
export const ACCOUNT_BUTTON = { 'data-account-button': '' } as const;
export function accountButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-account-button]');
}
