// The floors' bare Socket.IO servers (echo-server.ts, fanout-server.ts) run in processes of
// their own, as the game server does: each prints its port once listening, and stops on SIGTERM.
import type http from 'node:http';
import type { Server } from 'socket.io';

export function listenAndReportPort(server: http.Server, io: Server): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.on('SIGTERM', () => {
    void io.close();
    process.exit(0);
  });
}
