import { useCallback, useEffect, useState } from 'react';
import { api } from '../net/api';
import { listTypeDefs, type StoredDefinition } from './typeDefCalls';

export interface TypeDefList {
  definitions: StoredDefinition[] | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * The stored definitions (act/typeDefs), asked again on reload() and whenever the registry hash
 * changes: another administrator's save reaches this screen through the registry/changed push.
 */
export function useTypeDefList(registryHash: string): TypeDefList {
  const [definitions, setDefinitions] = useState<StoredDefinition[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    listTypeDefs(api).then(
      (list) => {
        if (!current) return;
        setDefinitions(list);
        setError(undefined);
      },
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [registryHash, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { definitions, error, reload };
}
