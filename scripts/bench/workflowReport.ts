import { ms } from './stats';
import type { WorkflowBenchResult } from './workflowBench';

function table(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
  return [`\n${title}`, line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The workflow benchmark's tables: transition round trips, reminder polls, memory. */
export function workflowText(w: WorkflowBenchResult): string {
  return [
    table(
      `Workflow transitions: act/workflow round trips over one socket each (ms; ${w.instances} running instances, loaded in ${w.loadSeconds.toFixed(1)} s, store ${w.storeMegabytes.toFixed(0)} MB)`,
      ['action', 'count', 'p50', 'p95', 'p99', 'min', 'max'],
      w.transitions.map((t) => [t.action, String(t.latencyMs.count), ms(t.latencyMs.p50), ms(t.latencyMs.p95), ms(t.latencyMs.p99), ms(t.latencyMs.min), ms(t.latencyMs.max)]),
    ),
    table(
      'Reminder polls: the due-timer query alone, then one poll as the server runs it (each reminder: item, event, notifications in one transaction; ' +
        'the poll is synchronous, the server answers nothing else meanwhile; every reminder goes to one assignee and appends one notification row, whatever their unread count)',
      ['due', 'timers', 'scan ms', 'rows read', 'poll ms', 'poll CPU ms', 'CPU ms/reminder', 'fired', 'query plan'],
      w.reminders.map((r) => [
        String(r.due),
        String(r.timers),
        ms(r.scanMs),
        String(r.scanRows),
        ms(r.pollMs),
        ms(r.pollCpuMs),
        r.fired === 0 ? '-' : ms(r.pollCpuMs / r.fired),
        String(r.fired),
        r.plan,
      ]),
    ),
    table(
      'Memory of the process (server and benchmark client together)',
      ['stage', 'RSS MB', 'heap used MB'],
      w.memory.map((m) => [m.stage, m.rssMb.toFixed(0), m.heapUsedMb.toFixed(0)]),
    ),
  ].join('\n');
}
