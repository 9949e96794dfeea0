import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { MyStepRow, MyStepsReply } from '../mySteps/mySteps';

export type MyStepsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: MyStepRow[]; total: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRow(value: unknown): value is MyStepRow {
  return isRecord(value) && typeof value.id === 'string' && typeof value.type === 'string' && typeof value.title === 'string' && isRecord(value.step) && typeof value.step.kind === 'string';
}

/** Reads the answer of act/workflow.mySteps, dropping anything malformed. */
export function asMyStepsReply(reply: unknown): MyStepsReply {
  const record = isRecord(reply) ? reply : {};
  const rows = Array.isArray(record.rows) ? record.rows.filter(isRow) : [];
  return { rows, total: typeof record.total === 'number' ? record.total : rows.length };
}

/**
 * The signed-in user's steps (act/workflow.mySteps), the first `max`; `reload` asks again.
 */
export function useMySteps(max: number): { state: MyStepsState; reload: () => void } {
  const engine = useEngine();
  const [state, setState] = useState<MyStepsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    engine.send('act/workflow.mySteps', { max }).then(
      (reply) => live && setState({ status: 'ready', ...asMyStepsReply(reply) }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [engine, max, round]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);
  return { state, reload };
}
