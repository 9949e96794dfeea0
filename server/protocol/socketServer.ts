import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { CLOSE } from './closeCodes';
import { clientAddress } from './clientAddress';
import { originAllowed } from './origin';
import { SocketSession } from './socketSession';
import type { SocketSessionDeps } from './socketSession';

export const SOCKET_PATH = '/ws';
const SHUTDOWN_GRACE_MS = 1000;

export interface SocketServerOptions extends SocketSessionDeps {
  allowedOrigins: readonly string[];
  publicUrl: string | null;
  /** Read the client address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
}

function refuse(socket: Duplex, status: 403 | 404, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

/**
 * The socket endpoint at /ws. The upgrade is handled here (ws in noServer mode) so that the path
 * and the Origin header are checked before a socket exists: a foreign Origin gets HTTP 403.
 * maxPayload = wsMaxMsgSize makes ws close larger messages with 1009.
 */
export function attachSocketServer(server: Server, options: SocketServerOptions): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.wsMaxMsgSize });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== SOCKET_PATH) return refuse(socket, 404, 'Not Found');
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins, options.publicUrl)) {
      options.log.warn({ origin: request.headers.origin }, 'socket refused: foreign origin');
      return refuse(socket, 403, 'Forbidden');
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      new SocketSession(ws, options, clientAddress(request, options.trustProxy));
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      // Ask every client to close; whoever has not completed the handshake after a grace period is cut.
      await Promise.all(
        [...wss.clients].map(
          (client) =>
            new Promise<void>((resolve) => {
              const cut = setTimeout(() => client.terminate(), SHUTDOWN_GRACE_MS);
              client.once('close', () => {
                clearTimeout(cut);
                resolve();
              });
              client.close(CLOSE.serverShutdown.code, CLOSE.serverShutdown.reason);
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
