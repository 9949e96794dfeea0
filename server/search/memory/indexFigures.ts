/** What the last build or rebuild cost, for the benchmark and the log. */
export interface IndexBuildFigures {
  items: number;
  milliseconds: number;
  megabytes: number;
  /** Built from the tables, or read back from the snapshot file (then caught up from the feed). */
  source: 'tables' | 'snapshot';
}

/** The last snapshot written: where the feed stood and what it cost. */
export interface SnapshotFigures {
  seq: number;
  milliseconds: number;
  megabytes: number;
}
