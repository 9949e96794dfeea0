import type { CDPSession } from 'playwright-core';

/** The page's main-thread tasks in thread CPU time, from a Chromium trace. */
export interface TaskCpuFigures {
  /** The longest task's CPU time (ms): what the task costs whatever else runs on the machine. */
  longestTaskCpuMs: number;
  /** Tasks of more than 50 ms of CPU time. */
  longTasks: number;
  /**
   * The most one task waited on synchronous font lookups (ms of wall time): the renderer asks the
   * browser process for each font family, size and weight it has not resolved yet, and waits.
   */
  fontWaitMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Starts a Chromium trace of the page's tasks; the returned function ends it and sums it up.
 * Long tasks in wall time (PerformanceObserver) grow with the machine's load: on 2 cores shared by
 * other work a 40 ms task can last 250 ms. The trace's thread time (tdur) counts only the time the
 * renderer's main thread ran, so loads measured on a busy machine can still be compared.
 */
export async function startTaskTrace(cdp: CDPSession): Promise<() => Promise<TaskCpuFigures>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    // The protocol types declare the events as string maps; they are trace event objects.
    for (const event of data.value) events.push(event as unknown as TraceEvent);
  });
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline,fonts', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return taskCpuFigures(events);
  };
}

/** The renderer's font lookups that may wait on the browser process (an outer one may hold inner ones). */
const FONT_LOOKUPS = new Set(['FontCache::GetFontPlatformData', 'FontCache::FallbackFontForCharacter']);

/** The most wall time one task spent in its outermost font lookups (ms). */
function fontWaitByTask(tasks: readonly TraceEvent[], lookups: readonly TraceEvent[]): number {
  let most = 0;
  for (const task of tasks) {
    const start = task.ts ?? 0;
    const end = start + (task.dur ?? 0);
    let waited = 0;
    let coveredUntil = start;
    for (const lookup of lookups) {
      const at = lookup.ts ?? 0;
      if (at < coveredUntil || at >= end) continue;
      waited += lookup.dur ?? 0;
      coveredUntil = at + (lookup.dur ?? 0);
    }
    most = Math.max(most, waited / 1000);
  }
  return most;
}

function taskCpuFigures(events: readonly TraceEvent[]): TaskCpuFigures {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const list = tasksByThread.get(thread) ?? [];
    list.push(event);
    tasksByThread.set(thread, list);
  }
  // The page's renderer is the busiest main thread of the trace (a navigation may touch another).
  const [thread, tasks] = [...tasksByThread.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  const lookups = events
    .filter((e) => FONT_LOOKUPS.has(e.name) && e.ph === 'X' && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  return { longestTaskCpuMs: Math.max(0, ...cpu), longTasks: cpu.filter((ms) => ms > 50).length, fontWaitMs: fontWaitByTask(tasks, lookups) };
}
