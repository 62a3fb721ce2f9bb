import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { API_POLICY } from './headers.ts';

/**
 * Requests the Node server refuses before the app sees them still get the platform's envelope: a request line or
 * headers past the server's limit (16 kB by default) answer 414 request.uri.too.long or 431 request.header.too.large,
 * anything else it cannot parse 400 request.invalid, with the same security headers as every other answer. Node's
 * own answer would be an empty 431 or a reset connection.
 */
const REFUSALS = {
  uri: { status: '414 URI Too Long', errorCode: 'request.uri.too.long' },
  header: { status: '431 Request Header Fields Too Large', errorCode: 'request.header.too.large' },
  invalid: { status: '400 Bad Request', errorCode: 'request.invalid' },
} as const;

/** A request line longer than this, when the head overflows, is taken as the URL's fault rather than the headers'. */
const LONG_REQUEST_LINE = 8 * 1024;

function refusalFor(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): keyof typeof REFUSALS {
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 'invalid';
  const packet = error.rawPacket;
  const lineEnd = packet ? packet.indexOf('\r\n') : -1;
  return lineEnd === -1 || lineEnd > LONG_REQUEST_LINE ? 'uri' : 'header';
}

function answerRefusal(socket: Socket, kind: keyof typeof REFUSALS): void {
  const { status, errorCode } = REFUSALS[kind];
  const body = JSON.stringify({ success: false, errorCode });
  socket.write(
    [
      `HTTP/1.1 ${status}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: no-referrer',
      `Content-Security-Policy: ${API_POLICY}`,
      '',
      body,
    ].join('\r\n'),
  );
  // The rest of what the client sends is read and dropped before the socket closes: closing with unread data would
  // reset the connection, and the client would lose the answer.
  socket.on('data', () => {});
  socket.end();
  setTimeout(() => socket.destroy(), 2_000).unref();
}

export function attachRefusals(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // The parser may stumble again over the rest of a request already answered: that one is on its way out.
    if (answered.has(socket)) return;
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    answered.add(socket);
    answerRefusal(socket, refusalFor(error));
  });
}

/** Serves the app over Node's HTTP server, with the refusals above. */
export function startServer(
  options: Parameters<typeof serve>[0],
  listening?: Parameters<typeof serve>[1],
): ReturnType<typeof serve> {
  const server = serve(options, listening);
  attachRefusals(server as Server);
  return server;
}
