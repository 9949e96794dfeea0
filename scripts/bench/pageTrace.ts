import type { CDPSession } from 'playwright-core';

/** The page's main-thread tasks in thread CPU time, from a Chromium trace. */
export interface TaskCpuFigures {
  /** The longest task's CPU time (ms): what the task costs whatever else runs on the machine. */
  longestTaskCpuMs: number;
  /** Tasks of more than 50 ms of CPU time. */
  longTasks: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
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
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return taskCpuFigures(events);
  };
}

function taskCpuFigures(events: readonly TraceEvent[]): TaskCpuFigures {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const tasksByThread = new Map<string, number[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const list = tasksByThread.get(thread) ?? [];
    list.push((event.tdur ?? 0) / 1000);
    tasksByThread.set(thread, list);
  }
  // The page's renderer is the busiest main thread of the trace (a navigation may touch another).
  const tasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  return { longestTaskCpuMs: Math.max(0, ...tasks), longTasks: tasks.filter((ms) => ms > 50).length };
}
