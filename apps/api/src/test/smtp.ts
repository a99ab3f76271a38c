// A local SMTP server standing in for the outside mail service, for the tests of the mail worker and of what a
// sent message carries (headers included).
import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

/**
 * A local SMTP server standing in for the outside service. 'answer' speaks enough SMTP to take mail and
 * records each message; 'hang' accepts the connection and never says a word, as a stuck server does.
 */
export function smtpStandIn() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const state = { mode: 'answer' as 'answer' | 'hang', connections: 0 };
  const server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (state.mode === 'hang') return;
    let data = false;
    let body = '';
    let pending = '';
    socket.write('220 localhost ESMTP stand-in\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\r\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            body = '';
            socket.write('250 OK queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else if (line) socket.write('250 OK\r\n');
      }
    });
  });
  return {
    received,
    state,
    url: () => `smtp://127.0.0.1:${(server.address() as AddressInfo).port}?ignoreTLS=true`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
