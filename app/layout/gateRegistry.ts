import type { Gate, GateOutcome } from './gateActions';
import { CLOSE_SEQUENCE, runGates, SAVE_SEQUENCE } from './gateActions';
import { cellChromeStore } from './cellChromeStore';

/** Gates by cell key; a cell may have several (its form, a map editor, a pending upload ...). */
const gates = new Map<string, Set<Gate>>();

export function addGate(cellKey: string, gate: Gate): () => void {
  const set = gates.get(cellKey) ?? new Set<Gate>();
  set.add(gate);
  gates.set(cellKey, set);
  return () => {
    set.delete(gate);
    if (set.size === 0) gates.delete(cellKey);
  };
}

/** Asks the gates of the given cells (a column and those after it) whether they may close. */
export function requestClose(cellKeys: readonly string[]): Promise<GateOutcome> {
  return runGates(
    cellKeys.flatMap((key) => [...(gates.get(key) ?? [])]),
    CLOSE_SEQUENCE,
  );
}

/**
 * Saves a cell (platform spec §4 "Cell dirty state"): SAVING while the gates VALIDATE then SAVE,
 * cleared on success, ERROR when a gate refused or failed.
 */
export async function saveCell(cellKey: string): Promise<GateOutcome> {
  cellChromeStore.set(cellKey, { dirtyState: 'SAVING' });
  const outcome = await runGates(gates.get(cellKey) ?? [], SAVE_SEQUENCE);
  cellChromeStore.set(cellKey, { dirtyState: outcome.ok ? undefined : 'ERROR' });
  return outcome;
}
