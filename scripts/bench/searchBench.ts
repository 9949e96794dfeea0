import type { SearchRequest } from '../../server/search/searchRequest';
import { epochNow, type BenchSocket } from './benchSocket';
import { summarize, type Summary } from './stats';

const DAY_MS = 86_400_000;
const WARM_UP_RUNS = 3;

/** One search/ids request the benchmark repeats: a text term, two filters, a sort, five facets. */
export interface SearchScenario {
  name: string;
  description: string;
  request: SearchRequest;
}

export interface SearchResult {
  scenario: string;
  account: string;
  runs: number;
  latencyMs: Summary;
  /** Hits of the last run (what the asker may read). */
  total: number;
  facetsAnswered: number;
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The searches timed, over the data generateItems writes (`now`: the instant it generated around). */
export function searchScenarios(now: number): SearchScenario[] {
  return [
    {
      name: 'CommLog',
      description: 'text "follow" + type = EMAIL + date in [-365 d, +90 d], date desc, facets type/direction/owner/date/_c.ts',
      request: {
        must: [
          { kind: 'type', value: 'CommLog' },
          { kind: 'text', value: 'follow' },
          { prop: 'type', kind: 'eq', value: 'EMAIL' },
          { prop: 'date', kind: 'range', value: { from: isoDate(now - 365 * DAY_MS), to: isoDate(now + 90 * DAY_MS) } },
        ],
        sort: [{ key: 'date', order: 'desc' }],
        facets: [{ field: 'type' }, { field: 'direction' }, { field: 'owner' }, { field: 'date' }, { field: '_c.ts' }],
        labels: true,
      },
    },
    {
      name: 'MatchAll',
      description: 'no filter (every type a general search covers), default sort, the five CommLog facets',
      request: {
        facets: [{ field: 'type' }, { field: 'direction' }, { field: 'owner' }, { field: 'date' }, { field: '_c.ts' }],
        labels: true,
      },
    },
    {
      name: 'Contact',
      description: 'text "mar" (name prefix) + email exists + created in the last 540 d, lastName asc, facets assigned/_c/_c.ts/firstName/lastName',
      request: {
        must: [
          { kind: 'type', value: 'Contact' },
          { kind: 'text', value: 'mar' },
          { prop: 'email', kind: 'exists' },
          { prop: '_c.ts', kind: 'range', value: { from: now - 540 * DAY_MS } },
        ],
        sort: [{ key: 'lastName', order: 'asc' }],
        facets: [{ field: 'assigned' }, { field: '_c' }, { field: '_c.ts' }, { field: 'firstName' }, { field: 'lastName' }],
        labels: true,
      },
    },
  ];
}

interface SearchReplyShape {
  total: number;
  facets: Record<string, unknown>;
}

function isSearchReply(value: unknown): value is SearchReplyShape {
  return typeof value === 'object' && value !== null && 'total' in value && 'facets' in value;
}

/**
 * Times `runs` sequential search/ids round trips over one socket, after a few warm-up runs and then
 * `settled` (the server's index work started by the warm-ups, e.g. a kept order, done: the figures
 * are of the steady state, as in process; the first searches are measured in process).
 */
export async function benchSearch(socket: BenchSocket, account: string, scenario: SearchScenario, runs: number, settled: () => Promise<void>): Promise<SearchResult> {
  let last: SearchReplyShape = { total: 0, facets: {} };
  const latencies: number[] = [];
  for (let run = 0; run < WARM_UP_RUNS + runs; run += 1) {
    if (run === WARM_UP_RUNS) await settled();
    const started = epochNow();
    const reply = await socket.call('search/ids', scenario.request);
    const elapsed = epochNow() - started;
    if (!isSearchReply(reply)) throw new Error(`search/ids answered an unexpected body for ${scenario.name}`);
    last = reply;
    if (run >= WARM_UP_RUNS) latencies.push(elapsed);
  }
  return { scenario: scenario.name, account, runs, latencyMs: summarize(latencies), total: last.total, facetsAnswered: Object.keys(last.facets).length };
}
