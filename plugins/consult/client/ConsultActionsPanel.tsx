import { Button, Callout, Card, FormGroup, H5, TextArea, type Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useLovEntries } from '../../../engine/react/services/hooks';
import { DISTRIBUTABLE_STATES } from '../consultStates';
import { consultRefusalText } from './refusalText';
import './consult.css';

interface Offer {
  moves: string[];
  mayDistribute: boolean;
  /** The asker's participant roles (CNS_PARTICIPANT_ROLES) in this consultation. */
  roles?: string[];
}

function isOffer(value: unknown): value is Offer {
  return typeof value === 'object' && value !== null && 'moves' in value && Array.isArray(value.moves) && 'mayDistribute' in value;
}

/** The button text of a move: what the user does, not the state's name. */
const MOVE_ACTION: Readonly<Record<string, string>> = {
  REVIEW: 'consult.actions.submit',
  INCOMPLETE: 'consult.actions.incomplete',
  SUBMITTED: 'consult.actions.accept',
  RESPONDED: 'consult.actions.responded',
  CONSULTING: 'consult.actions.reopen',
  CLOSED: 'consult.actions.close',
  WITHDRAWN: 'consult.actions.withdraw',
};

const MOVE_INTENT: Readonly<Record<string, Intent>> = { REVIEW: 'primary', SUBMITTED: 'success', INCOMPLETE: 'warning', WITHDRAWN: 'danger' };

/**
 * Under a consultation's fields: the moves its state allows the user (act/consult.moves, judged by
 * the server as act/consult.move judges them) and, for staff, distribution to the organizations
 * to consult. The page's item watch re-renders it after every change, which reloads the offer.
 */
export function ConsultActionsPanel({ id, item, u }: ItemPanelProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [offer, setOffer] = useState<Offer | undefined>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  // Sending back needs the reason the submitter will read in the CONSULT_INCOMPLETE thread.
  const [reason, setReason] = useState('');
  const roleNames = useLovEntries('CNS_PARTICIPANT_ROLES');
  const state = typeof item.state === 'string' ? item.state : 'DRAFT';

  useEffect(() => {
    let live = true;
    engine.send(`act/consult.moves/${id}`).then(
      (reply) => live && setOffer(isOffer(reply) ? reply : undefined),
      () => live && setOffer(undefined),
    );
    return () => {
      live = false;
    };
  }, [engine, id, u, state]);

  const run = useCallback(
    async (o: string, body: Record<string, unknown>) => {
      setBusy(true);
      setRefusal(undefined);
      try {
        await engine.send(o, { ...body, ...(u === undefined ? {} : { _u: u }) });
      } catch (error) {
        setRefusal(consultRefusalText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [engine, t, u],
  );

  const distributable = offer?.mayDistribute === true && (DISTRIBUTABLE_STATES as readonly string[]).includes(state);
  const roles = offer?.roles ?? [];
  if (!offer || (offer.moves.length === 0 && !distributable && roles.length === 0)) return null;
  return (
    <Card className="consult-actions" data-testid="consult-actions">
      <H5>{t('consult.actions.title', { state: t(`consult.states.${state}`) })}</H5>
      {roles.length > 0 ? (
        <p className="consult-actions-role" data-testid="consult-role">
          {t('consult.roles.asker', { roles: roles.map((role) => roleNames?.find((entry) => entry.key === role)?.label ?? '').filter((name) => name !== '').join(', ') })}
        </p>
      ) : null}
      {offer.moves.includes('INCOMPLETE') ? (
        <FormGroup label={t('consult.actions.reason')} labelFor={`consult-reason-${id}`} className="consult-actions-reason">
          <TextArea id={`consult-reason-${id}`} fill value={reason} placeholder={t('consult.actions.reasonPlaceholder')} data-testid="consult-reason" onChange={(event) => setReason(event.target.value)} />
        </FormGroup>
      ) : null}
      <div className="consult-actions-buttons">
        {distributable ? (
          <Button intent="primary" icon="send-to" loading={busy} data-testid="consult-distribute" onClick={() => void run(`act/consult.distribute/${id}`, {})}>
            {t('consult.actions.distribute')}
          </Button>
        ) : null}
        {offer.moves.map((to) => (
          <Button key={to} intent={MOVE_INTENT[to] ?? 'none'} variant={MOVE_INTENT[to] ? 'solid' : 'outlined'} loading={busy} data-testid={`consult-move-${to}`} onClick={() => void run(`act/consult.move/${id}`, to === 'INCOMPLETE' ? { to, reason } : { to })}>
            {t(MOVE_ACTION[to] ?? 'consult.actions.move')}
          </Button>
        ))}
      </div>
      {refusal ? (
        <Callout intent="danger" className="consult-actions-refusal" data-testid="consult-refusal">
          {refusal}
        </Callout>
      ) : null}
    </Card>
  );
}
