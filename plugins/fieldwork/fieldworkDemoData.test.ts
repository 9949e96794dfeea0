import { demoServerForFile } from '../../server/testing/demoServerForFile';
import { describe, expect, it } from 'vitest';

/**
 * Fieldwork's demo data as a real server with every plugin seeds it (DEMO_DATA=1): a published
 * fieldwork workflow, and a job from the first demo consultation mid-workflow — confirmed, its work
 * items step open — that the workflow's next action continues, with the step history on its timeline.
 */
const demo = demoServerForFile(120_000);

function fieldsOfType(type: string): Record<string, unknown>[] {
  const rows = demo.server.db.prepare<[string], { data: string }>('SELECT data FROM items WHERE type = ? ORDER BY idx').all(type);
  return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
}

type Step = { id: string; state: string; properties?: Record<string, unknown> };
type TimelineEvent = { kind: string; params?: Record<string, string>; also?: string[]; created: string };

/** The Event items on an item's timeline, oldest first. */
function eventsOf(itemId: string): TimelineEvent[] {
  const rows = demo.server.db
    .prepare<[string], { data: string; created_ts: string }>("SELECT data, created_ts FROM items WHERE type = 'Event' AND json_extract(data, '$.context') = ? ORDER BY created_ts, idx")
    .all(itemId);
  return rows.map((row) => ({ ...(JSON.parse(row.data) as Omit<TimelineEvent, 'created'>), created: row.created_ts }));
}

describe('fieldwork demo data', () => {
  it('runs a job from a demo consultation, confirmed and waiting for its work items', () => {
    // The workflow plugin's example type stays beside it (consult's demo adds a response workflow too).
    expect(fieldsOfType('Workflow').map((item) => item.key)).toEqual(expect.arrayContaining(['WKF_CONFIRM_CLOSE', 'FIELDWORK']));
    const [workflow] = fieldsOfType('Workflow').filter((item) => item.key === 'FIELDWORK');
    expect(workflow).toMatchObject({ published: 1, stateList: 'GKF_STATES', itemTypes: ['GeoKeeperFieldwork'] });
    const [job, ...others] = fieldsOfType('GeoKeeperFieldwork');
    expect(others).toEqual([]);
    const consultations = fieldsOfType('Consultation');
    expect(consultations[0]?.projectName).toBe('North Ridge gravel pit expansion');
    expect(job).toMatchObject({ externalParty: consultations[0]?.primaryOrg });
    expect(typeof job?.createdFrom).toBe('string');
    const wf = job?._wf as { definition: string; version: number; state: string; steps: Step[] };
    expect(wf).toMatchObject({ definition: 'FIELDWORK', version: 1, state: 'CONFIRMED' });
    const states = Object.fromEntries(wf.steps.map((step) => [step.id, step.state]));
    expect(states.confirm).toBe('COMPLETE');
    expect(['PENDING', 'ACTIVE']).toContain(states.work);
    expect([states.report, states.invoice]).toEqual(['BLANK', 'BLANK']);
  });

  it('has the step history the workflow engine answered, and the contact told of the confirmation', () => {
    const jobId = demo.server.db.prepare<[], { id: string }>("SELECT id FROM items WHERE type = 'GeoKeeperFieldwork'").get()?.id ?? '';
    const [job] = fieldsOfType('GeoKeeperFieldwork');
    const events = eventsOf(jobId);
    expect(events[0]).toMatchObject({ kind: 'WKF_SET', params: { workflow: 'FIELDWORK' } });
    const steps = events.filter((event) => event.kind === 'WKF_STEP_STATE_SET').map((event) => [event.params?.step, event.params?.to]);
    expect(steps).toContainEqual(['Confirm the job', 'workflow.stepStates.COMPLETE']);
    expect(steps).toContainEqual(['Assign work items', expect.stringMatching(/workflow\.stepStates\.(PENDING|ACTIVE)/)]);
    expect(events.find((event) => event.kind === 'GKF_CONFIRMED')).toMatchObject({ also: [job?.externalNotify], params: { start: job?.startDate } });
    // Stamped on the days the actions were taken, in order, before today.
    const stamps = events.map((event) => event.created);
    expect(stamps).toEqual([...stamps].sort());
    expect(new Date(stamps[stamps.length - 1] ?? '').getTime()).toBeLessThan(Date.now());
  });
});
