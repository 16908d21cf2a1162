// A TV paired to an account (issue 16): the REST contract of the phone that pairs and controls
// it, and the socket messages of the TV page (see socket-contract.ts).
import { z } from 'zod';

/** `POST /api/tv/pair`: the code shown on the TV, typed or read from its QR code. */
// Any string is taken: one that is no code at all is refused like an unknown one (404
// tv_code_invalid), after counting against the guessing limits.
export const tvPairBody = z.object({ code: z.string().max(20) });

/** `GET /api/tv`, and the answer to pairing, unlinking and muting: this account's TV. */
export const tvStatus = z.object({
  linked: z.boolean(),
  /** The TV's sound is off (the host's phone decides). */
  muted: z.boolean(),
});
export type TvStatus = z.infer<typeof tvStatus>;

/** `PATCH /api/tv`. */
export const tvSettingsBody = z.object({ muted: z.boolean() });

/** `tv:hello`: the TV page asks what to show. `pairingSecret` is the one it was given with its
 *  last code, so a TV that reconnected picks up a pairing made meanwhile. */
export const tvHelloMessage = z.object({ pairingSecret: z.string().min(1).max(100).optional() });

/** `tv:watch`: the paired TV follows a game the server told it about (`tv:follow`). */
export const tvWatchMessage = z.object({ gameId: z.uuid() });
