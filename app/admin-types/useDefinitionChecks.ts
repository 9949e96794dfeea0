import { useEffect, useRef, useState } from 'react';
import type { DeclarationError, PluginBundle } from '../../engine/declarations/bundle';
import { checkTypeDefinition, type TypeDefinition } from '../../engine/typedef';
import { api } from '../net/api';
import { checkTypeDef, type BreakingReport } from './typeDefCalls';

/** Local checks run this long after the last keystroke (the meta-schema and a trial registry). */
export const LOCAL_CHECK_DELAY_MS = 300;
/** The server counts stored items: asked less often. */
export const SERVER_CHECK_DELAY_MS = 1000;

export interface DefinitionChecks {
  /** checkTypeDefinition against the registry's plugins and the other live definitions. */
  errors: DeclarationError[];
  /** Items the change would break, as the server counted them (undefined until it answered). */
  breaking: BreakingReport | undefined;
  checking: boolean;
  /** The server check failed (offline ...): the count is unknown, the save will tell. */
  serverError: unknown;
}

/**
 * Live validation of the edited definition: the same checks the server runs on save, locally
 * while typing (debounced), and the server's count of existing items the change would break
 * (debounced more). Nothing runs while the text is not JSON.
 */
export function useDefinitionChecks(value: unknown, parses: boolean, bundles: readonly PluginBundle[], others: readonly TypeDefinition[]): DefinitionChecks {
  const [errors, setErrors] = useState<DeclarationError[]>([]);
  const [breaking, setBreaking] = useState<BreakingReport | undefined>(undefined);
  const [localPending, setLocalPending] = useState(false);
  const [serverPending, setServerPending] = useState(false);
  const [serverError, setServerError] = useState<unknown>(undefined);
  const request = useRef(0);

  useEffect(() => {
    if (!parses) return undefined;
    setLocalPending(true);
    const timer = setTimeout(() => {
      setErrors(checkTypeDefinition(value, bundles, others));
      setLocalPending(false);
    }, LOCAL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, parses, bundles, others]);

  useEffect(() => {
    if (!parses) return undefined;
    setServerPending(true);
    const timer = setTimeout(() => {
      const mine = ++request.current;
      checkTypeDef(api, value)
        .then((reply) => {
          if (mine !== request.current) return;
          setBreaking(reply.breaking);
          setServerError(undefined);
        })
        .catch((error: unknown) => {
          if (mine !== request.current) return;
          setBreaking(undefined);
          setServerError(error);
        })
        .finally(() => {
          if (mine === request.current) setServerPending(false);
        });
    }, SERVER_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, parses]);

  return { errors, breaking, checking: localPending || serverPending, serverError };
}
