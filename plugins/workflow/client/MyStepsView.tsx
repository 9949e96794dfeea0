import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ViewProps } from '../../../engine/react/plugin/viewContracts';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { MyStepRowContent } from './MyStepRowContent';
import { useMySteps } from './useMySteps';
import './mySteps.css';

/** How many steps the view lists (act/workflow.mySteps answers at most 200 at once). */
const LISTED = 200;

/**
 * "My steps" (/my-steps, the menu entry): the workflow steps assigned to me across every type with a
 * workflow, overdue first then by due time; opening one shows its item in the next column.
 */
export function MyStepsView(_props: ViewProps) {
  const t = useTranslate();
  const { ItemLink } = useEngine();
  const { state, reload } = useMySteps(LISTED);
  if (state.status === 'loading') return <Spinner className="vgn-cell-spinner" />;
  if (state.status === 'failed') {
    return <NonIdealState icon="error" title={t('workflow.mySteps.failed')} action={<Button onClick={reload} text={t('workflow.mySteps.retry')} />} />;
  }
  if (state.rows.length === 0) return <NonIdealState icon="tick-circle" title={t('workflow.mySteps.none')} description={t('workflow.mySteps.noneHint')} />;
  return (
    <div className="vgn-my-steps">
      <div className="vgn-my-steps-bar">
        <span className="vgn-home-list-meta" data-testid="my-steps-count">
          {t('workflow.mySteps.count', { count: state.total })}
        </span>
        <Button variant="minimal" size="small" icon="refresh" onClick={reload} aria-label={t('workflow.mySteps.refresh')} title={t('workflow.mySteps.refresh')} />
      </div>
      <ul className="vgn-home-list vgn-my-steps-list">
        {state.rows.map((row) => (
          <li key={row.id} data-testid="my-step">
            <ItemLink id={row.id} className="vgn-home-list-link vgn-my-step-link">
              <MyStepRowContent row={row} />
            </ItemLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
