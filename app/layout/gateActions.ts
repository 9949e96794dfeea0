/** What a gate is asked (platform spec §5): may the cell be left as is, then close or save it. */
export type GateAction = 'VALIDATE' | 'CLOSE' | 'SAVE';

/**
 * A cell's veto on closing or saving. Answering false (or throwing) refuses; undefined or true
 * lets the sequence go on. May be async, e.g. to ask "Discard local changes?".
 */
export type Gate = (action: GateAction) => boolean | undefined | Promise<boolean | undefined>;

export const CLOSE_SEQUENCE: readonly GateAction[] = ['VALIDATE', 'CLOSE'];
export const SAVE_SEQUENCE: readonly GateAction[] = ['VALIDATE', 'SAVE'];

export type GateOutcome = { ok: true } | { ok: false; refusedAt: GateAction; error?: unknown };

/**
 * Runs each action of the sequence on every gate, one action after the other: every gate
 * validates before any gate closes. The first refusal stops everything, so nothing is closed or
 * saved half-way.
 */
export async function runGates(gates: Iterable<Gate>, sequence: readonly GateAction[]): Promise<GateOutcome> {
  const list = [...gates];
  for (const action of sequence) {
    for (const gate of list) {
      try {
        if ((await gate(action)) === false) return { ok: false, refusedAt: action };
      } catch (error) {
        return { ok: false, refusedAt: action, error };
      }
    }
  }
  return { ok: true };
}
