/** What act/serverState answers (administrators): one snapshot of the running server, shared by server and screen. */
export interface ServerState {
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  database: { bytes: number; items: number; itemsByType: { type: string; count: number }[] };
  sockets: { open: number; signedIn: number; users: number };
  tasks: { key: string; started: string; percentageComplete: number; keyItem?: string }[];
  memory: { rss: number; heapUsed: number; heapTotal: number };
  recentErrors: { time: string; message: string; detail?: string }[];
}
