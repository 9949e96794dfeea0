import { Button, Callout, Popover } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemToolbarProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { refusalMessageId, refusalOf, type Item } from './workflowWrites';

/** Whether the reply of act/isAllowed grants `update` (who may update a Workflow item may publish it). */
function mayUpdate(reply: unknown): boolean {
  const allowed = typeof reply === 'object' && reply !== null ? (reply as { allowed?: Record<string, unknown> }).allowed : undefined;
  return allowed?.update === true;
}

interface Outcome {
  intent: 'success' | 'danger';
  text: string;
}

/**
 * Publish on a Workflow item's page, for whoever act/workflow.publish accepts: administrators and
 * those who may update the item (the administrators of the organization that owns it). It
 * publishes the stored fields; a refusal names how many values need fixing on the edit page.
 */
export function PublishControl({ id }: ItemToolbarProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [allowed, setAllowed] = useState(engine.admin);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  useEffect(() => {
    if (engine.admin) return;
    let live = true;
    engine.send('act/isAllowed', { id, actions: ['update'] }).then(
      (reply) => live && setAllowed(mayUpdate(reply)),
      () => live && setAllowed(false),
    );
    return () => {
      live = false;
    };
  }, [engine, id]);
  if (!allowed) return null;

  const publish = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const stored = (await engine.send(`act/workflow.publish/${id}`)) as Item;
      setOutcome({ intent: 'success', text: t('workflow.admin.published', { version: typeof stored.published === 'number' ? stored.published : 0 }) });
    } catch (error) {
      const refusal = refusalOf(error);
      const count = refusal.fieldErrors.length;
      setOutcome({ intent: 'danger', text: count > 0 ? t('workflow.admin.refusedOnPage', { count }) : t(refusalMessageId(refusal), refusal.values) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover
      isOpen={outcome !== undefined}
      onInteraction={(open) => !open && setOutcome(undefined)}
      placement="bottom-end"
      content={
        <Callout className="vgn-workflow-publish-outcome" intent={outcome?.intent ?? 'success'} data-testid="workflow-publish-outcome">
          {outcome?.text}
        </Callout>
      }
    >
      <Button icon="export" variant="minimal" text={t('workflow.admin.publish')} loading={busy} onClick={() => void publish()} data-testid="workflow-publish" />
    </Popover>
  );
}
