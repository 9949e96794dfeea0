import { AnchorButton, Button, Callout, H6, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../../engine/format/dateFormat';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useItemLabel, useLovEntries } from '../../../engine/react/services/hooks';
import { ProposeLetter } from './ProposeLetter';
import { lettersRefusalText } from './refusalText';
import { useItemsWhere, type LetterRow } from './useLetters';
import './letters.css';

type StepKind = 'RWF_LETTER_PROPOSE' | 'RWF_LETTER_APPROVE' | 'RWF_LETTER_SEND';

/** Whether the item's workflow has an open (PENDING or ACTIVE) step of the kind. */
function hasOpenStep(workflow: unknown, kind: StepKind): boolean {
  const steps = typeof workflow === 'object' && workflow !== null && 'steps' in workflow && Array.isArray(workflow.steps) ? (workflow.steps as unknown[]) : [];
  return steps.some((step) => typeof step === 'object' && step !== null && 'kind' in step && step.kind === kind && 'state' in step && (step.state === 'PENDING' || step.state === 'ACTIVE'));
}

function Person({ id, message }: { id: string | undefined; message: string }) {
  const t = useTranslate();
  const name = useItemLabel(id);
  return id === undefined ? null : <span>{t(message, { name })}</span>;
}

interface LetterLineProps {
  letter: LetterRow;
  mayApprove: boolean;
  maySend: boolean;
  act: (operation: 'approve' | 'send', letterId: string) => void;
  busy: boolean;
}

function LetterLine({ letter, mayApprove, maySend, act, busy }: LetterLineProps) {
  const t = useTranslate();
  const { attachmentHref } = useEngine();
  const states = useLovEntries('LTR_STATES');
  const kinds = useLovEntries('LTR_KINDS');
  const stateLabel = states?.find((entry) => entry.key === letter.state)?.label ?? '';
  const kindLabel = kinds?.find((entry) => entry.key === letter.kind)?.label ?? '';
  return (
    <li className="ltr-letter" data-testid="letter" data-state={letter.state}>
      <span className="ltr-letter-subject">{letter.subject}</span>
      <Tag minimal>{kindLabel}</Tag>
      <Tag minimal round intent={letter.state === 'SENT' ? 'success' : letter.state === 'APPROVED' ? 'primary' : 'warning'} data-testid="letter-state">
        {stateLabel}
      </Tag>
      <span className="ltr-letter-actions">
        {letter.pdf ? (
          <AnchorButton size="small" variant="minimal" icon="document" href={attachmentHref(letter.pdf)} target="_blank" rel="noreferrer">
            {t('letters.panel.pdf')}
          </AnchorButton>
        ) : null}
        {letter.state === 'PROPOSED' && mayApprove ? (
          <Button size="small" intent="primary" icon="endorsed" loading={busy} onClick={() => act('approve', letter.$id)} data-testid="letter-approve">
            {t('letters.panel.approve')}
          </Button>
        ) : null}
        {letter.state === 'APPROVED' && maySend ? (
          <Button size="small" intent="success" icon="send-message" loading={busy} onClick={() => act('send', letter.$id)} data-testid="letter-send">
            {t('letters.panel.send')}
          </Button>
        ) : null}
      </span>
      <span className="ltr-letter-meta">
        <Person id={letter.proposedBy} message="letters.panel.proposedBy" /> {letter.approvedBy ? '· ' : ''}
        <Person id={letter.approvedBy} message="letters.panel.approvedBy" /> {letter.sentOn ? `· ${t('letters.panel.sentOn', { date: formatDateTime(new Date(letter.sentOn)) })}` : ''}
      </span>
    </li>
  );
}

/**
 * The letters of a consultation response (its page, under the workflow panel): each letter with
 * its state and PDF, Approve and Send where the response's workflow waits for them, and the
 * proposal form while an RWF_LETTER_PROPOSE step is open. The server judges every action.
 */
export function LettersPanel({ id, item, u }: ItemPanelProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [own, setOwn] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const version = `${u ?? ''}.${own}`;
  const letters = useItemsWhere<LetterRow>('Letter', 'response', id, version);
  const done = (): void => setOwn((n) => n + 1);

  const act = (operation: 'approve' | 'send', letterId: string): void => {
    setBusy(true);
    setRefusal(undefined);
    engine.send(`act/letters.${operation}/${letterId}`, {}).then(
      () => {
        setBusy(false);
        done();
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(lettersRefusalText(t, error));
      },
    );
  };

  return (
    <section className="ltr-panel" data-testid="letters-panel">
      <H6 className="vgn-view-section-title">{t('letters.panel.title')}</H6>
      {refusal ? (
        <Callout intent="danger" compact role="alert" data-testid="letters-refusal">
          {refusal}
        </Callout>
      ) : null}
      {letters && letters.length === 0 ? <p className="ltr-letter-meta">{t('letters.panel.none')}</p> : null}
      <ul className="ltr-panel-list">
        {(letters ?? []).map((letter) => (
          <LetterLine key={letter.$id} letter={letter} busy={busy} act={act} mayApprove={hasOpenStep(item._wf, 'RWF_LETTER_APPROVE')} maySend={hasOpenStep(item._wf, 'RWF_LETTER_SEND')} />
        ))}
      </ul>
      {hasOpenStep(item._wf, 'RWF_LETTER_PROPOSE') ? <ProposeLetter responseId={id} community={typeof item.community === 'string' ? item.community : undefined} onProposed={done} /> : null}
    </section>
  );
}
