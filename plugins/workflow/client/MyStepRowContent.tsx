import { Icon, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../../engine/format/dateFormat';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { isOverdue, type MyStepRow } from '../mySteps/mySteps';

/** The step's name: its label in the workflow (or an ad-hoc step's own), else its kind's. */
export function stepName(row: MyStepRow, t: ReturnType<typeof useTranslate>): string {
  return row.step.label ?? t(`steps.${row.step.kind}.label`);
}

/**
 * What one of my steps shows, in the view and the home card alike: the item's title and type, the
 * step, and its due time (DD-MMM-YYYY HH:mm), marked when overdue.
 */
export function MyStepRowContent({ row }: { row: MyStepRow }) {
  const t = useTranslate();
  const engine = useEngine();
  const typeLabel = t(engine.registry.types.get(row.type)?.declaration.label ?? row.type);
  const overdue = isOverdue(row.due, engine.now());
  return (
    <>
      <Icon icon="flows" size={14} />
      <span className="vgn-home-list-title" data-testid="my-step-title">
        {row.title}
      </span>
      <span className="vgn-home-list-meta">{typeLabel}</span>
      <span className="vgn-my-step-line">
        <span className="vgn-my-step-name" data-testid="my-step-name">
          {stepName(row, t)}
        </span>
        {row.due === undefined ? (
          <span className="vgn-home-list-meta">{t('workflow.mySteps.noDue')}</span>
        ) : (
          <span className={overdue ? 'vgn-my-step-due vgn-my-step-overdue' : 'vgn-my-step-due'} data-testid="my-step-due">
            {t('workflow.mySteps.due', { when: formatDateTime(row.due, engine.locale) })}
          </span>
        )}
        {overdue ? (
          <Tag intent="danger" minimal round data-testid="my-step-overdue">
            {t('workflow.mySteps.overdue')}
          </Tag>
        ) : null}
      </span>
    </>
  );
}
