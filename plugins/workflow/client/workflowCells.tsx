import { Tag } from '@blueprintjs/core';
import type { CellProps } from '../../../engine/react/cells/cellProps';
import type { Registry } from '../../../engine/registry/registry';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useItemLabel, useLovEntries } from '../../../engine/react/services/hooks';
import { stepsOf, workflowStateLists, type StepDraft } from './stepDrafts';
import './workflowCells.css';

/** The assignee of a step by name, linking to the contact. */
function StepAssignee({ id, labels }: { id: string; labels: CellProps['labels'] }) {
  const { ItemLink } = useEngine();
  const name = useItemLabel(id, labels?.[id]);
  return <ItemLink id={id}>{name}</ItemLink>;
}

function StepLine({ step, labels }: { step: StepDraft; labels: CellProps['labels'] }) {
  const t = useTranslate();
  const { registry } = useEngine();
  const kindLabel = t(registry.steps.get(step.kind)?.label ?? 'workflow.admin.unknownKind');
  const ownLabel = typeof step.label === 'string' && step.label.trim() !== '' ? step.label : undefined;
  // A step without its own label is named by its kind, shown once.
  return (
    <li className="vgn-workflow-steps-cell-step">
      <span className="vgn-workflow-steps-cell-title">{ownLabel ?? kindLabel}</span>
      {ownLabel !== undefined ? (
        <>
          {' '}
          <Tag minimal round>
            {kindLabel}
          </Tag>
        </>
      ) : null}
      {typeof step.assignee === 'string' && step.assignee !== '' ? (
        <>
          {' · '}
          {t('workflow.view.assignee')} <StepAssignee id={step.assignee} labels={labels} />
        </>
      ) : null}
      {typeof step.dueDays === 'number' ? (
        <>
          {' · '}
          {t('workflow.view.dueDays', { days: step.dueDays })}
        </>
      ) : null}
    </li>
  );
}

/** The steps of a workflow type in order: label, kind, assignee and due time, never raw JSON. */
export function WorkflowStepsCell({ value, labels }: CellProps) {
  const steps = stepsOf(value);
  if (steps.length === 0) return null;
  return (
    <ol className="vgn-workflow-steps-cell">
      {steps.map((step) => (
        <StepLine key={step.id} step={step} labels={labels} />
      ))}
    </ol>
  );
}

/** The item types a workflow type applies to, by their labels. */
export function WorkflowItemTypesCell({ value }: CellProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const types = Array.isArray(value) ? value.filter((type): type is string => typeof type === 'string') : [];
  if (types.length === 0) return null;
  return (
    <span className="vgn-cell-tags">
      {types.map((type) => (
        <Tag key={type} minimal>
          {t(registry.types.get(type)?.declaration.label ?? 'workflow.admin.unknownType')}
        </Tag>
      ))}
    </span>
  );
}

/** The state list of a workflow type by its list label. */
export function WorkflowStateListCell({ value }: CellProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  if (typeof value !== 'string' || value === '') return null;
  return <span>{t(registry.lovs.get(value)?.label ?? 'workflow.admin.unknownList')}</span>;
}

/** The workflow module's own generic state list (lovs/WKF_STATES.lov.json). */
const GENERIC_STATE_LIST = 'WKF_STATES';

/** Lists a workflow state may come from: those item types run workflows with, then the generic one. */
function candidateStateLists(registry: Registry): string[] {
  const lists = [...workflowStateLists(registry).keys()];
  return registry.lovs.has(GENERIC_STATE_LIST) && !lists.includes(GENERIC_STATE_LIST) ? [...lists, GENERIC_STATE_LIST] : lists;
}

/**
 * One state by its label: looks in the lists one after the other (the item's own state list, or
 * every candidate where the item does not say); the first list that knows the key names it.
 */
function StateLabelIn({ lists, index, state }: { lists: readonly string[]; index: number; state: string }) {
  const t = useTranslate();
  const entries = useLovEntries(lists[index]);
  if (index >= lists.length) return <span>{t('workflow.admin.unknownState')}</span>;
  if (entries === undefined) return null;
  const entry = entries.find((candidate) => candidate.key === state);
  if (entry) return <span>{entry.label}</span>;
  return <StateLabelIn lists={lists} index={index + 1} state={state} />;
}

/** The initial state of a workflow type by its label in the type's state list (any workflow state list when the item names none). */
export function WorkflowStateCell({ value, item }: CellProps) {
  const { registry } = useEngine();
  if (typeof value !== 'string' || value === '') return null;
  const own = typeof item?.stateList === 'string' && item.stateList !== '' ? [item.stateList] : undefined;
  return <StateLabelIn lists={own ?? candidateStateLists(registry)} index={0} state={value} />;
}
