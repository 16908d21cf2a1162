// A load-generator child process of bench:living-room and bench:scale-out (forked by
// load-fleet.ts): it owns a share of the games' sockets (at most ~16,000: one process may
// hold ~19,000 open files here), plays them when told and sends its latency samples back to
// the parent over IPC. Messages are the `WorkerRequest`/`WorkerReply` types of load-fleet.ts.
//
// Two kinds of game:
// - 'room' (living room): a TV (host, signed in) and phones that joined the room as seats
//   (room:join). The acting seat's phone sends START_TIMER and CORRECT/INCORRECT on its own
//   turn, the TV sends NEXT_TURN, as the machine (shared/src/game/machine.ts) allows.
// - 'reveal' (as bench/realtime.ts): a TV that sends every command and a phone on the turn's
//   reveal code, which follows each new turn's code.
// A command's latency runs from sending it until every other device of the game has the
// new version (and its sender has the ack).
import { io as connect, type Socket } from 'socket.io-client';
import type { FloorSpec, GameSpec, WorkerReply, WorkerRequest } from './load-fleet.ts';

const send = (reply: WorkerReply) => process.send!(reply);

/** Connects one socket (websocket only, no reconnection), or rejects. */
function ws(url: string, auth: Record<string, string> = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true, timeout: 60_000 });
    s.once('connect', () => resolve(s));
    s.once('connect_error', (err) => reject(err));
  });
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** The pause before a device's next command, cut short at the end of the play. */
const pause = (paceMs: number, deadline: number) =>
  sleep(Math.max(0, Math.min(paceMs * (0.5 + Math.random()), deadline - performance.now())));

/** Runs fn over items with at most `limit` in flight; onDone after each. */
async function pool<T>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<void>, onDone?: () => void): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
        onDone?.();
      }
    }),
  );
}

interface View {
  version: number;
  phase: string;
  revealCode?: string | null;
  room?: { actorSeatId: string | null } | null;
}

/** One device's socket and the versions it has seen: when it first held each. */
class Device {
  version = 0;
  view: View | undefined;
  private seen: [version: number, at: number][] = [];
  private waiters: { version: number; resolve: (at: number) => void }[] = [];
  constructor(
    readonly socket: Socket,
    readonly seatId?: string,
    event = 'game:state',
  ) {
    socket.on(event, (msg: { version: number; view: View }) => this.saw(msg.version, msg.view));
  }
  saw(version: number, view: View) {
    if (version <= this.version) return;
    const at = performance.now();
    this.version = version;
    this.view = view;
    this.seen.push([version, at]);
    if (this.seen.length > 8) this.seen.shift();
    if (!this.waiters.length) return;
    const still: typeof this.waiters = [];
    for (const w of this.waiters) {
      if (version >= w.version) w.resolve(at);
      else still.push(w);
    }
    this.waiters = still;
  }
  /** When this device first held `version` or a later one (now or later). */
  reached(version: number): Promise<number> {
    const hit = this.seen.find(([v]) => v >= version);
    if (hit) return Promise.resolve(hit[1]);
    return new Promise((resolve) => this.waiters.push({ version, resolve }));
  }
}

interface Game {
  spec: GameSpec;
  tv: Device;
  phones: Device[];
}

let games: Game[] = [];
const counters = { commands: 0, errors: 0, timeouts: 0, finished: 0, rejoins: 0 };
const errorSamples: string[] = [];
function noteError(what: string) {
  counters.errors++;
  if (errorSamples.length < 10) errorSamples.push(what);
}

async function setup(specs: GameSpec[], mode: 'room' | 'reveal', concurrency: number): Promise<void> {
  games = new Array(specs.length);
  let done = 0;
  await pool(
    specs,
    concurrency,
    async (spec, i) => {
      const tv = new Device(await ws(spec.tvUrl, { token: spec.token }));
      const joined = (await tv.socket.emitWithAck('game:join', { gameId: spec.gameId })) as { ok: boolean; state: View; error?: unknown };
      if (!joined.ok) throw new Error(`TV join refused: ${JSON.stringify(joined.error)}`);
      tv.saw(joined.state.version, joined.state);
      const phones: Device[] = [];
      for (const [k, url] of spec.phoneUrls.entries()) {
        const socket = await ws(url);
        if (mode === 'room') {
          const team = k % 2 ? 'B' : 'A';
          const ack = (await socket.emitWithAck('room:join', { code: spec.roomCode, nickname: `p${k}`, team })) as {
            ok: boolean;
            seat: { seatId: string };
            state: View;
            error?: unknown;
          };
          if (!ack.ok) throw new Error(`room:join refused: ${JSON.stringify(ack.error)}`);
          const phone = new Device(socket, ack.seat.seatId);
          phone.saw(ack.state.version, ack.state);
          phones.push(phone);
        } else {
          const phone = new Device(socket);
          const ack = (await socket.emitWithAck('game:join', { revealCode: spec.revealCode })) as {
            ok: boolean;
            state: View;
            error?: unknown;
          };
          if (!ack.ok) throw new Error(`phone join refused: ${JSON.stringify(ack.error)}`);
          phone.saw(ack.state.version, ack.state);
          phones.push(phone);
        }
      }
      // The TV sees every seat join before play starts.
      const latest = Math.max(...phones.map((p) => p.version));
      await withTimeout(tv.reached(latest), 30_000, 'TV never saw the seats join');
      games[i] = { spec, tv, phones };
    },
    () => {
      done++;
      if (done % 250 === 0 || done === specs.length) send({ type: 'progress', games: done });
    },
  );
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms))),
  ]);
}

type CommandAck = { ok: true; version: number } | { ok: false; error: { code: string } };

/**
 * Sends one command from `sender` and resolves with its latency: until the sender has the
 * ack and every device in `others` has the acked version. Null (counted) when it was
 * refused or timed out.
 */
async function command(game: Game, sender: Device, others: Device[], type: string, seq: number, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  try {
    const ack = (await sender.socket.timeout(timeoutMs).emitWithAck('game:command', {
      gameId: game.spec.gameId,
      command: { type },
      clientSeq: seq,
    })) as CommandAck;
    const acked = performance.now();
    if (!ack.ok) {
      noteError(`${type}: ${ack.error.code}`);
      return null;
    }
    const seen = await withTimeout(
      Promise.all(others.map((d) => d.reached(ack.version))),
      timeoutMs,
      `${type}: version ${ack.version} not seen`,
    );
    counters.commands++;
    return Math.max(acked, ...seen) - started;
  } catch (err) {
    counters.timeouts++;
    if (errorSamples.length < 10) errorSamples.push(String((err as Error).message ?? err));
    return null;
  }
}

/** The living room: each game plays its turns with the right device until the time is up. */
async function playRoom(game: Game, deadline: number, paceMs: number, timeoutMs: number, samples: number[]) {
  let seq = 0;
  let correct = false;
  const all = [game.tv, ...game.phones];
  // Games start spread over one pace, not all at once.
  await sleep(Math.min(Math.random() * paceMs, Math.max(0, deadline - performance.now())));
  while (performance.now() < deadline) {
    // Decide on the TV's view as of the newest version any device of the game holds.
    const newest = Math.max(...all.map((d) => d.version));
    await withTimeout(game.tv.reached(newest), timeoutMs, 'TV behind').catch(() => undefined);
    const view = game.tv.view!;
    let sender: Device | undefined;
    let type: string;
    if (view.phase === 'finished') {
      counters.finished++;
      return;
    } else if (view.phase === 'turnResult') {
      sender = game.tv;
      type = 'NEXT_TURN';
    } else {
      const actorId = view.room?.actorSeatId;
      sender = game.phones.find((p) => p.seatId === actorId);
      if (view.phase === 'instruction') type = 'START_TIMER';
      else if (view.phase === 'running' || view.phase === 'timeUp') {
        // Turns alternate between a guessed title and a missed one.
        correct = !correct;
        type = correct ? 'CORRECT' : 'INCORRECT';
      } else {
        noteError(`unexpected phase ${view.phase}`);
        return;
      }
      if (!sender) {
        noteError(`no acting seat in ${view.phase}`);
        return;
      }
    }
    const ms = await command(
      game,
      sender,
      all.filter((d) => d !== sender),
      type,
      ++seq,
      timeoutMs,
    );
    if (ms !== null) samples.push(ms);
    await pause(paceMs, deadline);
  }
}

/** As bench/realtime.ts: the TV sends every command; the phone follows each turn's code. */
async function playReveal(game: Game, deadline: number, paceMs: number, timeoutMs: number, samples: number[]) {
  let seq = 0;
  let turn = 0;
  const { tv } = game;
  const phone = game.phones[0]!;
  await sleep(Math.min(Math.random() * paceMs, Math.max(0, deadline - performance.now())));
  const step = async (type: string, onPhone: boolean) => {
    const ms = await command(game, tv, [onPhone ? phone : tv], type, ++seq, timeoutMs);
    if (ms !== null) samples.push(ms);
    return ms !== null;
  };
  while (performance.now() < deadline) {
    const phase = tv.view!.phase;
    if (phase === 'finished') {
      counters.finished++;
      return;
    }
    let ok: boolean;
    if (phase === 'instruction') ok = await step('START_TIMER', true);
    else if (phase === 'running' || phase === 'timeUp') ok = await step(turn++ % 2 ? 'INCORRECT' : 'CORRECT', true);
    else if (phase === 'turnResult') {
      // The NEXT_TURN sample closes on the TV itself: the phone's link ends with the turn.
      ok = await step('NEXT_TURN', false);
      if (ok) {
        const joined = (await phone.socket.emitWithAck('game:join', { revealCode: tv.view!.revealCode })) as { ok: boolean; state: View };
        if (!joined.ok) noteError('phone could not follow the new code');
        else {
          phone.saw(joined.state.version, joined.state);
          counters.rejoins++;
        }
      }
    } else {
      noteError(`unexpected phase ${phase}`);
      return;
    }
    if (!ok) return;
    await pause(paceMs, deadline);
  }
}

let floorSockets: Socket[][] = [];

/** The floors: groups of sockets on bare servers; one socket of each group sends at the pace. */
async function floorConnect(spec: FloorSpec, concurrency: number) {
  const groups = Array.from({ length: spec.groups }, (_, g) => g);
  floorSockets = new Array(spec.groups);
  await pool(groups, concurrency, async (g) => {
    const sockets: Socket[] = [];
    for (let k = 0; k < spec.perGroup; k++) {
      const url = spec.urls[(spec.spread ? g * spec.perGroup + k : g) % spec.urls.length]!;
      const s = await ws(url);
      // bench/fanout-server.ts: the group is one room, its first socket the TV, the others phones.
      if (spec.kind === 'fanout') await s.emitWithAck('join', { room: `g${spec.offset + g}`, role: k === 0 ? 'tv' : 'phone' });
      sockets.push(s);
    }
    floorSockets[g] = sockets;
  });
}

/** Echo: the round trip of one socket. Fan-out: a command acked and its state seen by every
 *  other socket of the room, as a game command's latency is measured. */
async function floorPlay(spec: FloorSpec, deadline: number, paceMs: number, timeoutMs: number, samples: number[]) {
  await Promise.all(
    floorSockets.map(async (sockets, g) => {
      const room = `g${spec.offset + g}`;
      const devices = spec.kind === 'fanout' ? sockets.map((s) => new Device(s, undefined, 'state')) : [];
      await sleep(Math.min(Math.random() * paceMs, Math.max(0, deadline - performance.now())));
      let r = 0;
      while (performance.now() < deadline) {
        const k = r++ % sockets.length;
        const sender = sockets[k]!;
        const started = performance.now();
        try {
          if (spec.kind === 'echo') {
            await sender.timeout(timeoutMs).emitWithAck('echo', { g, r });
            samples.push(performance.now() - started);
          } else {
            // The version after the latest any socket of the room holds (bench/fanout-server.ts:
            // processes behind a balancer share no counter).
            const version = Math.max(...devices.map((d) => d.version)) + 1;
            const ack = (await sender.timeout(timeoutMs).emitWithAck('cmd', { room, version })) as { version: number };
            const acked = performance.now();
            const others = devices.filter((_, i) => i !== k);
            const seen = await withTimeout(Promise.all(others.map((d) => d.reached(ack.version))), timeoutMs, 'fan-out state not seen');
            samples.push(Math.max(acked, ...seen) - started);
          }
          counters.commands++;
        } catch (err) {
          counters.timeouts++;
          if (errorSamples.length < 10) errorSamples.push(String((err as Error).message ?? err));
        }
        await pause(paceMs, deadline);
      }
    }),
  );
}

function resetCounters() {
  counters.commands = counters.errors = counters.timeouts = counters.finished = counters.rejoins = 0;
  errorSamples.length = 0;
}

async function handle(msg: WorkerRequest): Promise<void> {
  switch (msg.type) {
    case 'setup':
      await setup(msg.games, msg.mode, msg.concurrency);
      send({ type: 'ready', sockets: games.reduce((n, g) => n + 1 + g.phones.length, 0) });
      return;
    case 'play':
    case 'floor-play': {
      resetCounters();
      const samples: number[] = [];
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const deadline = t0 + msg.seconds * 1000;
      if (msg.type === 'play') {
        const play = msg.mode === 'room' ? playRoom : playReveal;
        await Promise.all(games.map((g) => play(g, deadline, msg.paceMs, msg.timeoutMs, samples)));
      } else {
        await floorPlay(msg.floor, deadline, msg.paceMs, msg.timeoutMs, samples);
      }
      const cpu = process.cpuUsage(cpu0);
      send({
        type: 'played',
        samples: Float64Array.from(samples),
        ...counters,
        errorSamples: [...errorSamples],
        cpuUserUs: cpu.user,
        cpuSysUs: cpu.system,
        elapsedMs: performance.now() - t0,
      });
      return;
    }
    case 'floor-connect':
      await floorConnect(msg.floor, msg.concurrency);
      send({ type: 'ready', sockets: floorSockets.reduce((n, s) => n + s.length, 0) });
      return;
    case 'close': {
      for (const g of games) for (const d of [g.tv, ...g.phones]) d.socket.disconnect();
      for (const ss of floorSockets) for (const s of ss) s.disconnect();
      games = [];
      floorSockets = [];
      send({ type: 'closed' });
      return;
    }
    case 'exit':
      process.exit(0);
  }
}

process.on('message', (msg: WorkerRequest) => {
  handle(msg).catch((err: Error) => send({ type: 'failed', error: String(err?.stack ?? err) }));
});
send({ type: 'started' });
