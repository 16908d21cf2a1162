// Which game states a live screen shows. States can arrive out of order across reconnects (a
// push sent before a reconnect can land after the rejoin's answer): the highest version wins.
// A (re)join's answer is the exception: it is the game as the server holds it now, so it is
// shown whatever its version, and later states are compared with it.

export interface ViewVersions {
  /** A pushed state, or the stored state a refused command carries: whether to show it. */
  admit(view: { version: number }): boolean;
  /** A (re)join's answer, shown whatever its version. */
  restart(view: { version: number }): void;
  /** The version shown now. */
  shown(): number;
}

export function createViewVersions(): ViewVersions {
  let shown = 0;
  return {
    admit(view) {
      if (view.version < shown) return false;
      shown = view.version;
      return true;
    },
    restart(view) {
      shown = view.version;
    },
    shown: () => shown,
  };
}
