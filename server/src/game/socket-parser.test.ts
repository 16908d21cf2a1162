import { describe, expect, it } from 'vitest';
import * as parser from 'socket.io-parser';
import { jsonSocketParser } from './socket-parser.ts';

const packets: parser.Packet[] = [
  { type: parser.PacketType.EVENT, nsp: '/', data: ['game:state', { gameId: 'g1', version: 7, view: { title: 'الأب الروحي', n: null } }] },
  { type: parser.PacketType.EVENT, nsp: '/', id: 12, data: ['game:command', { command: { type: 'CORRECT' } }] },
  { type: parser.PacketType.ACK, nsp: '/', id: 12, data: [{ ok: true, version: 8 }] },
  { type: parser.PacketType.EVENT, nsp: '/admin', data: ['x', 'a "quoted" ,string'] },
  { type: parser.PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  { type: parser.PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'unauthorized' } },
  { type: parser.PacketType.DISCONNECT, nsp: '/' },
];

describe('the JSON-only Socket.IO encoder', () => {
  it('writes the same bytes as the stock encoder, which the stock decoder reads back', () => {
    const stock = new parser.Encoder();
    const ours = new jsonSocketParser.Encoder();
    for (const packet of packets) {
      const encoded = ours.encode(packet);
      expect(encoded).toEqual(stock.encode(packet));
      const decoder = new parser.Decoder();
      let decoded: unknown;
      decoder.on('decoded', (p: unknown) => (decoded = p));
      decoder.add(encoded[0]);
      expect(decoded).toEqual(packet);
    }
  });

  it('keeps the stock path for a packet that is binary by type', () => {
    const packet = { type: parser.PacketType.BINARY_EVENT, nsp: '/', data: ['file', Buffer.from([1, 2, 3])] };
    const encoded = new jsonSocketParser.Encoder().encode(packet);
    expect(encoded).toEqual(new parser.Encoder().encode(packet));
  });
});
