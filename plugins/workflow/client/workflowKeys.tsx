import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { CellProps } from '../../../engine/react/cells/cellProps';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { KeySelect, type KeyChoice } from '../../../engine/react/theme/widgets/KeySelect';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The workflow types the user may read, by key with their label (a handful per deployment). */
function useWorkflowChoices(): readonly KeyChoice[] | undefined {
  const engine = useEngine();
  const [choices, setChoices] = useState<readonly KeyChoice[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const load = async (): Promise<KeyChoice[]> => {
      const found = await engine.send('search/ids', { must: [{ kind: 'type', value: 'Workflow' }], max: 'all' });
      const ids = isRecord(found) && Array.isArray(found.ids) ? found.ids.filter((id): id is string => typeof id === 'string') : [];
      if (ids.length === 0) return [];
      const items = await engine.send('readMany/object', ids);
      return (Array.isArray(items) ? items : []).flatMap((item) =>
        isRecord(item) && typeof item.key === 'string' ? [{ value: item.key, label: typeof item.label === 'string' && item.label !== '' ? item.label : item.key }] : [],
      );
    };
    load().then(
      (loaded) => live && setChoices(loaded.sort((a, b) => a.label.localeCompare(b.label))),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [engine]);
  return choices;
}

/**
 * A field holding a workflow type's key (an organization's default response workflow) shown by the
 * workflow's name: the key is an identifier, never what a reader should see.
 */
export function WorkflowKeyCell({ value }: CellProps) {
  const t = useTranslate();
  const choices = useWorkflowChoices();
  if (typeof value !== 'string' || value === '') return null;
  if (choices === undefined) return <span className="bp6-skeleton">{value}</span>;
  return <span>{choices.find((choice) => choice.value === value)?.label ?? t('workflow.admin.unknownWorkflow')}</span>;
}

/** Chooses a workflow type by its name; the form stores its key. */
export function WorkflowKeyWidget(props: WidgetProps) {
  const t = useTranslate();
  const choices = useWorkflowChoices() ?? [];
  return <KeySelect widget={props} emptyLabel={t('views.form.choose')} choices={choices} unknownLabel={t('workflow.admin.unknownWorkflow')} />;
}
