/** The public client configuration of platform spec §3 "Config", served by GET /api/config. */
export interface ClientConfigBase {
  version: string;
  siteName: string;
  defaultBounds: [number, number, number, number];
  disableRecaptcha: boolean;
  /** Messages above this many bytes go by HTTP instead of the socket (1 MiB). */
  wsMaxMsgSize: number;
  httpTimeout: number;
  wsTimeout: number;
  migratedFromCKK1: boolean;
  dedicated: boolean;
}
