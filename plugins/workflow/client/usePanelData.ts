import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { parsePanelInfo, type WorkflowPanelInfo } from '../panelInfo';
import { historyLines, historySearch, type HistoryLine } from './historyLines';
import { refusalFieldErrors, refusalText } from './refusalText';

interface Loaded<T> {
  value?: T;
  error?: unknown;
}

/** Something asked of the server again whenever the item's update counter moves (pushed or own changes). */
function useReload<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key?: string }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ key, value }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
    // `key` names everything `load` depends on.
  }, [key]);
  // While a newer version loads the previous answer stays, so the panel does not flicker.
  return state;
}

/** The asker's rights, the running version and the workflow types to start (act/workflow.panel). */
export function usePanelInfo(id: string, u: number | undefined): Loaded<WorkflowPanelInfo> {
  const engine = useEngine();
  return useReload(`${id}@${u ?? ''}`, async () => parsePanelInfo(await engine.send(`act/workflow.panel/${id}`)));
}

/** The item's workflow events, newest first. */
export function useWorkflowHistory(id: string, u: number | undefined): Loaded<HistoryLine[]> {
  const engine = useEngine();
  return useReload(`${id}@${u ?? ''}`, async () => {
    const reply = await engine.send('search/ids', historySearch(id));
    const ids = typeof reply === 'object' && reply !== null && 'ids' in reply && Array.isArray(reply.ids) ? reply.ids.filter((x): x is string => typeof x === 'string') : [];
    if (ids.length === 0) return [];
    const events = await engine.send('readMany/object', ids);
    return historyLines(Array.isArray(events) ? events : []);
  });
}

/** A workflow action as the panel sends it (plugins/workflow/server/wireAction.ts). */
export type PanelAction = { type: string } & Record<string, unknown>;

export interface ActionRunner {
  /** Sends the action on the item version the panel shows; true when the server carried it out. */
  run(action: PanelAction): Promise<boolean>;
  busy: boolean;
  /** The last refusal, translated. */
  refusal?: string;
  /** Field errors of a refused properties change, for the form. */
  fieldErrors?: FieldError[];
  dismiss(): void;
}

/** Runs workflow actions on one item; the server's refusal is kept, translated, until dismissed or the next success. */
export function useActionRunner(id: string, u: number | undefined): ActionRunner {
  const engine = useEngine();
  const t = useTranslate();
  const [state, setState] = useState<{ busy: boolean; refusal?: string; fieldErrors?: FieldError[] }>({ busy: false });
  const run = useCallback(
    async (action: PanelAction): Promise<boolean> => {
      setState({ busy: true });
      try {
        await engine.send(`act/workflow/${id}`, { action, ...(u === undefined ? {} : { _u: u }) });
        setState({ busy: false });
        return true;
      } catch (error) {
        const fieldErrors = refusalFieldErrors(error);
        setState({ busy: false, refusal: refusalText(t, error), ...(fieldErrors.length > 0 ? { fieldErrors } : {}) });
        return false;
      }
    },
    [engine, id, u, t],
  );
  const dismiss = useCallback(() => setState((previous) => ({ busy: previous.busy })), []);
  return { run, ...state, dismiss };
}
