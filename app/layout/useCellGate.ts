import { useEffect, useRef } from 'react';
import type { Gate } from './gateActions';
import { addGate } from './gateRegistry';

/**
 * Lets a cell view veto closing and take part in saving: the gate is asked VALIDATE then CLOSE
 * (or SAVE) and refuses by answering false. The latest gate function is always used, so it may
 * close over the view's current state without re-registering.
 */
export function useCellGate(cellKey: string, gate: Gate): void {
  const latest = useRef(gate);
  useEffect(() => {
    latest.current = gate;
  });
  useEffect(() => addGate(cellKey, (action) => latest.current(action)), [cellKey]);
}
