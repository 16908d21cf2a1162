// Socket.IO's own wire format (socket.io-parser), encoded without its search for binary
// attachments. The stock encoder walks every field of every packet looking for a Buffer
// before it writes the JSON; this server never sends binary, and that walk was a tenth of the
// encoding cost of a game state (issue 18). Packets are the same bytes on the wire, so clients
// keep the stock parser. Decoding is the stock decoder's.
import { createRequire } from 'node:module';
import type * as SocketIoParser from 'socket.io-parser';

// The CommonJS build, the very module socket.io itself loads: an ESM import would load a
// second copy of the parser (its debug build, under Node's import conditions).
const parser = createRequire(import.meta.url)('socket.io-parser') as typeof SocketIoParser;

class JsonEncoder extends parser.Encoder {
  override encode(packet: SocketIoParser.Packet): string[] {
    // A binary packet (never sent here) keeps the stock path and its attachments.
    if (packet.type !== parser.PacketType.EVENT && packet.type !== parser.PacketType.ACK) return super.encode(packet) as string[];
    let str = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') str += `${packet.nsp},`;
    if (packet.id != null) str += packet.id;
    if (packet.data != null) str += JSON.stringify(packet.data);
    return [str];
  }
}

/** The `parser` option of the Socket.IO server. */
export const jsonSocketParser = { ...parser, Encoder: JsonEncoder };
