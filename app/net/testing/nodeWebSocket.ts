import WebSocket from 'ws';
import type { WebSocketLike } from '../socketClient';

/** The ws package behind the WebSocketLike interface, for client tests against a real server in Node. */
export function createNodeWebSocket(url: string): WebSocketLike {
  const ws = new WebSocket(url);
  const like: WebSocketLike = {
    onopen: null,
    onclose: null,
    onmessage: null,
    onerror: null,
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
  };
  ws.on('open', () => like.onopen?.({}));
  ws.on('close', (code, reason) => like.onclose?.({ code, reason: reason.toString() }));
  ws.on('message', (data) => like.onmessage?.({ data: String(data) }));
  ws.on('error', (error) => like.onerror?.(error));
  return like;
}
