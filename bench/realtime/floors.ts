// The floors of bench:realtime, measured in the same run with the same sockets count, pace and
// number of commands as the games: a bare Socket.IO echo (latency floor) and a bare Socket.IO
// fan-out (bench/fanout-server.ts: the game server's transport with no game logic; latency
// and CPU floor, its process probed like the server).
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Server } from 'socket.io';
import { freePort } from '../../tests/integration/helpers/server-process.ts';
import { diffProbe, freeProbePort, probeArgs, probeReset, probeStats, type ProbeInterval } from '../lib/probe-client.ts';
import { inBatches, paced, VersionWatch, ws } from '../lib/sockets.ts';
import { idleSocketCost, memoryPoint, perUnit, type PerUnit } from './memory.ts';
import { machineTicks } from '../lib/proc.ts';

interface FloorServer {
  url: string;
  stop(): void;
}

/** A bench/*.ts server in a process of its own that prints its port when ready. */
async function startServerScript(file: string, nodeArgs: string[] = [], env: Record<string, string> = {}): Promise<FloorServer> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, '..', file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(String(d).trim()));
    child.once('exit', (code) => reject(new Error(`${file} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** A bare echo server inside this process: its round trips never leave the process. */
async function startEchoInProcess(): Promise<FloorServer> {
  const port = await freePort();
  const server = http.createServer();
  const ioServer = new Server(server, { transports: ['websocket'] });
  ioServer.on('connection', (s) => s.on('echo', (m, ack) => ack(m)));
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => void ioServer.close() };
}

/** Round-trip times (ms, ascending) of `rounds` paced echoes from each of `clients` sockets. */
async function echoRounds(echoServer: FloorServer, clients: number, rounds: number, paceMs: number): Promise<number[]> {
  const sockets = await inBatches(clients, 100, () => ws(echoServer.url));
  const samples: number[] = [];
  await Promise.all(
    sockets.map(async (s) => {
      for (let r = 0; r < rounds; r++) {
        await paced(paceMs);
        const t0 = performance.now();
        await s.emitWithAck('echo', { r });
        samples.push(performance.now() - t0);
      }
    }),
  );
  sockets.forEach((s) => s.disconnect());
  echoServer.stop();
  return samples.sort((a, b) => a - b);
}

/** The echo floor with its server in a process of its own (bench/echo-server.ts), as the game server is. */
export async function echoFloor(clients: number, rounds: number, paceMs: number): Promise<number[]> {
  return echoRounds(await startServerScript('echo-server.ts'), clients, rounds, paceMs);
}

/** The echo floor with its server inside the load generator (never crosses a process boundary). */
export async function echoFloorInProcess(clients: number, rounds: number, paceMs: number): Promise<number[]> {
  return echoRounds(await startEchoInProcess(), clients, rounds, paceMs);
}

export interface FanoutResult {
  /** Command → the phone has the new version, ms, ascending. */
  latencies: number[];
  commands: number;
  /** The fan-out process's CPU and GC during the commands. */
  cpu: ProbeInterval;
  /** Mean JSON bytes of a `state`, TV's and phone's (each socket's first). */
  stateBytes: { tv: number; phone: number };
  /** The bare server's memory per room (a TV and a phone joined) and per idle socket: the
   *  floors of the game server's memory per live game and per idle socket. */
  memory: { pair: PerUnit; idleSocket: PerUnit };
  /** The machine's busy share during the commands (both cores, everything on it). */
  machineBusy: number;
}

/**
 * The fan-out floor: `rooms` rooms of a TV and a phone socket; each TV sends `rounds` paced
 * commands, each timed until the phone receives that version; after every third (a turn) the
 * phone leaves and joins again, as the game bench's phone does with each turn's new code.
 */
export async function fanoutFloor<T>(
  rooms: number,
  rounds: number,
  paceMs: number,
  idleSockets: number,
  /** Measured while the floor plays, on a machine as busy as the game's play made it. */
  duringPlay?: () => Promise<T>,
): Promise<FanoutResult & { duringPlay?: T }> {
  const probePort = await freeProbePort();
  const probe = probeArgs(probePort);
  const server = await startServerScript('fanout-server.ts', probe.nodeArgs, probe.env);
  const beforePairs = await memoryPoint(probePort);
  const pairs = await inBatches(rooms, 50, async (i) => {
    const room = `g${i}`;
    const tv = await ws(server.url);
    const phone = await ws(server.url);
    await tv.emitWithAck('join', { room, role: 'tv' });
    await phone.emitWithAck('join', { room, role: 'phone' });
    return { room, tv, phone };
  });
  const pair = perUnit(beforePairs, await memoryPoint(probePort), rooms);
  const latencies: number[] = [];
  const sizes = { tv: 0, phone: 0 };
  const before = await probeReset(probePort);
  const machine0 = machineTicks();
  // Started a second into play, once every room is sending.
  const measured = duringPlay && new Promise((resolve) => setTimeout(resolve, 1000)).then(duringPlay);
  await Promise.all(
    pairs.map(async ({ room, tv, phone }) => {
      const phoneSeen = new VersionWatch();
      tv.once('state', (msg) => (sizes.tv += Buffer.byteLength(JSON.stringify(msg))));
      phone.once('state', (msg) => (sizes.phone += Buffer.byteLength(JSON.stringify(msg))));
      phone.on('state', (msg: { version: number }) => phoneSeen.update(msg.version));
      for (let r = 0; r < rounds; r++) {
        await paced(paceMs);
        const t0 = performance.now();
        // Every third command ends a turn, as NEXT_TURN does in the game bench; the phone
        // then joins again, as the game's phone follows each turn's new reveal code.
        const endsTurn = r % 3 === 2;
        const ack = (await tv.emitWithAck('cmd', { room, endsTurn })) as { ok: boolean; version: number };
        await phoneSeen.reached(ack.version);
        latencies.push(performance.now() - t0);
        if (endsTurn) await phone.emitWithAck('join', { room, role: 'phone' });
      }
    }),
  );
  const after = await probeStats(probePort);
  const machine1 = machineTicks();
  const duringPlayResult = await measured;
  pairs.forEach(({ tv, phone }) => (tv.disconnect(), phone.disconnect()));
  // As for the game server: let the server see those sockets go before the idle baseline.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleSocket = await idleSocketCost(server.url, probePort, idleSockets);
  server.stop();
  return {
    latencies: latencies.sort((a, b) => a - b),
    commands: latencies.length,
    cpu: diffProbe(before, after),
    stateBytes: { tv: sizes.tv / rooms, phone: sizes.phone / rooms },
    memory: { pair, idleSocket },
    machineBusy: (machine1.busy - machine0.busy) / (machine1.total - machine0.total),
    duringPlay: duringPlayResult,
  };
}
