import type { WebSocketLike } from './socketClient';

/** Adapts the browser WebSocket to the small interface the socket client is written against. */
export function createBrowserWebSocket(url: string): WebSocketLike {
  const ws = new WebSocket(url);
  const like: WebSocketLike = {
    onopen: null,
    onclose: null,
    onmessage: null,
    onerror: null,
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
  };
  ws.onopen = (event) => like.onopen?.(event);
  ws.onclose = (event) => like.onclose?.({ code: event.code, reason: event.reason });
  ws.onmessage = (event) => like.onmessage?.({ data: event.data });
  ws.onerror = (event) => like.onerror?.(event);
  return like;
}
