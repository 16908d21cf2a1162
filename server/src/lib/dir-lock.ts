// One process at a time per embedded database directory. PGlite keeps no lock of its own:
// two processes opening one data directory each keep their own copy in memory, so one of
// them silently loses its writes (and the files can be corrupted).
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DirectoryLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(`the embedded database is open in process ${pid} (lock ${lockFile}): stop that process and try again`);
    this.name = 'DirectoryLockedError';
  }
}

export interface DirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `lockFile` for this process, or throws DirectoryLockedError naming the live process
 * that holds it. A lock left by a process that died (SIGKILL, power loss) is taken over.
 */
export function acquireDirLock(lockFile: string): DirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (holderOf(lockFile) === process.pid) {
          try {
            unlinkSync(lockFile);
          } catch {
            // already gone
          }
        }
      };
      // A process that exits without closing the database still frees the directory.
      process.on('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holderOf(lockFile);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) throw new DirectoryLockedError(lockFile, pid);
      if (pid === process.pid) throw new DirectoryLockedError(lockFile, pid);
      // Stale: its process is gone. Remove it and try again.
      try {
        unlinkSync(lockFile);
      } catch {
        // another process removed it first
      }
    }
  }
  throw new DirectoryLockedError(lockFile, holderOf(lockFile) ?? 0);
}
