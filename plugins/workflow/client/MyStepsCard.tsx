import { Button, Spinner } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { HomeCardProps } from '../../../engine/react/plugin/homeCards';
import { MyStepRowContent } from './MyStepRowContent';
import { useMySteps } from './useMySteps';
import './mySteps.css';

/** How many steps the card shows (the menu entry lists them all). */
const SHOWN = 5;

/** Home card: my first few steps, overdue first; opening one shows its item beside the home page. */
export function MyStepsCard({ openItem, openView }: HomeCardProps) {
  const t = useTranslate();
  const { state } = useMySteps(SHOWN);
  if (state.status === 'failed') return <p className="vgn-home-empty">{t('workflow.mySteps.failed')}</p>;
  if (state.status === 'loading') return <Spinner size={20} />;
  if (state.rows.length === 0) return <p className="vgn-home-empty">{t('workflow.mySteps.none')}</p>;
  return (
    <>
      <ul className="vgn-home-list">
        {state.rows.map((row) => (
          <li key={row.id}>
            <button type="button" className="vgn-home-list-button vgn-my-step-link" onClick={() => openItem(row.id)} data-testid="home-my-step">
              <MyStepRowContent row={row} />
            </button>
          </li>
        ))}
      </ul>
      {state.total > state.rows.length ? (
        <Button variant="minimal" size="small" icon="list" onClick={() => openView('my-steps')}>
          {t('workflow.mySteps.all', { count: state.total })}
        </Button>
      ) : null}
    </>
  );
}
