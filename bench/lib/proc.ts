// Figures of a process (or of the machine) read from /proc (Linux).
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The fields of /proc/<pid>/stat after the command name (field 3, the state, is index 0). */
function statFields(pid: number): string[] {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(') ') + 2).split(' ');
}

/** CPU time of a process in ms (utime + stime, in 10 ms ticks). */
export function procCpuMs(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Resident memory of a process in KiB (VmRSS). */
export function rssKb(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/** The pids of the processes whose command name (/proc/<pid>/comm) is `name`. */
export function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** CPU ms of each pid still there (a process gone meanwhile is left out). */
export function cpuMsByPid(pids: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const pid of pids) {
    try {
      out[pid] = procCpuMs(pid);
    } catch {
      // exited
    }
  }
  return out;
}

/** Busy and total jiffies of the whole machine (how loaded the cores were). */
export function machineTicks(): { busy: number; total: number } {
  const first = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const v = first.trim().split(/\s+/).slice(1).map(Number);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}
