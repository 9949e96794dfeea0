import { H6 } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { dateTimeText } from '../../../engine/react/cells/temporalCells';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { historyDetail, type HistoryLine } from './historyLines';
import { StepPerson } from './StepPeople';

interface WorkflowHistoryProps {
  lines: readonly HistoryLine[];
  failed: boolean;
  /** The translated label of a workflow state. */
  stateLabel: (key: string) => string;
}

/** The item's workflow events, newest first, one compact line each: when, what, the step and move, who. */
export function WorkflowHistory({ lines, failed, stateLabel }: WorkflowHistoryProps) {
  const t = useTranslate();
  const { locale } = useIntl();
  if (lines.length === 0 && !failed) return null;
  return (
    <section className="wkf-history" aria-label={t('workflow.panel.history')}>
      <H6 className="wkf-history-title">{t('workflow.panel.history')}</H6>
      {failed ? <p className="vgn-view-empty">{t('workflow.panel.historyFailed')}</p> : null}
      <ol className="wkf-history-lines" data-testid="workflow-history">
        {lines.map((line) => (
          <li key={line.id} className="wkf-history-line" data-kind={line.kind}>
            {line.at ? <span className="wkf-when">{dateTimeText(line.at, locale)}</span> : null}
            <span className="wkf-history-what">{t(`events.${line.kind}`)}</span>
            {historyDetail(line, (value) => t(value), stateLabel).map((part) => (
              <span key={part} className="wkf-history-detail">
                {part}
              </span>
            ))}
            {line.by ? <StepPerson id={line.by} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
