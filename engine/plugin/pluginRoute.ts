import type { Actor } from '../protocol/operations';
import type { PluginFileContent } from './serverPlugin';

/** An HTTP route of a plugin (`http.route` of its server context): downloads, webhooks. */
export interface PluginRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api/plugins/{plugin}/ so plugins never collide with the platform or each other. */
  path: string;
  /** Reachable without a token; otherwise a missing or invalid token answers 401. */
  anonymous?: boolean;
  handler(request: PluginRequest): Promise<PluginResponse> | PluginResponse;
}

export interface PluginRequest {
  actor: Actor | null;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Request headers, lower-case names (e.g. `range`, `if-none-match`). */
  headers: Record<string, string>;
  body: unknown;
}

export interface PluginResponse {
  status?: number;
  headers?: Record<string, string>;
  /** JSON, text, a Buffer, or a Node Readable streamed to the client (large downloads); ignored when `file` is given. */
  body?: unknown;
  /**
   * Streams stored content instead of a body, honouring a single-range `Range` request (206 with
   * Content-Range, 416 when unsatisfiable) and `If-None-Match` against its sha256 ETag.
   */
  file?: PluginFileContent;
}
