// Open while this screen has joined its game over the current connection. A command tapped
// while the connection is down (a phone waking up, a server restarting) waits here until the
// screen has joined again: sent before the join, a seat phone's command would reach a socket
// the server does not know as that seat yet, and be refused as if signed out (issue 30 §6).
export interface JoinGate {
  open(): void;
  close(): void;
  /** The join was refused: whoever waits is answered at once (false). */
  refuse(): void;
  /** Resolves true once open, or false after `ms`. */
  wait(ms: number): Promise<boolean>;
}

export function createJoinGate(): JoinGate {
  let isOpen = false;
  const waiters = new Set<(joined: boolean) => void>();
  return {
    open() {
      isOpen = true;
      for (const wake of [...waiters]) wake(true);
    },
    refuse() {
      isOpen = false;
      for (const wake of [...waiters]) wake(false);
    },
    close() {
      isOpen = false;
    },
    wait(ms) {
      if (isOpen) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = (joined: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(joined);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, ms);
        waiters.add(wake);
      });
    },
  };
}
