import { useEffect, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';

/** A registered thread purpose as act/conversation.purposes answers it. */
export interface PurposeChoice {
  key: string;
  label: string;
  attachments: 'required' | 'forbidden' | 'optional';
  adminsMayAttach: boolean;
}

// Purposes change only with the plugins installed: one request per page load serves every form and cell.
let cached: Promise<readonly PurposeChoice[]> | undefined;

function asPurposes(reply: unknown): PurposeChoice[] {
  const list = typeof reply === 'object' && reply !== null && 'purposes' in reply && Array.isArray(reply.purposes) ? (reply.purposes as unknown[]) : [];
  return list.filter((entry): entry is PurposeChoice => typeof entry === 'object' && entry !== null && typeof (entry as PurposeChoice).key === 'string' && typeof (entry as PurposeChoice).label === 'string');
}

/** The registered purposes; undefined while loading (an empty list when the request failed). */
export function usePurposes(): readonly PurposeChoice[] | undefined {
  const engine = useEngine();
  const [purposes, setPurposes] = useState<readonly PurposeChoice[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    cached ??= engine.send('act/conversation.purposes').then(asPurposes, () => {
      cached = undefined;
      return [];
    });
    void cached.then((list) => {
      if (live) setPurposes(list);
    });
    return () => {
      live = false;
    };
  }, [engine]);
  return purposes;
}
