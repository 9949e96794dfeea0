import { Button, Callout, Card, H5, HTMLSelect } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { fieldworkRefusalText } from './refusalText';
import './fieldwork.css';

interface Offer {
  mayOrder: boolean;
  organizations: { id: string; name: string }[];
  jobs: { id: string; label: string }[];
}

function isOffer(value: unknown): value is Offer {
  return typeof value === 'object' && value !== null && 'mayOrder' in value && 'organizations' in value && 'jobs' in value && Array.isArray(value.jobs);
}

/**
 * Under a consultation's fields: its fieldwork jobs the user reads (each opens beside the page) and,
 * for members holding GeoKeeper, "Order fieldwork" for one of their organizations
 * (act/fieldwork.offer and act/fieldwork.order, judged by the server).
 */
export function FieldworkPanel({ id, u }: ItemPanelProps) {
  const t = useTranslate();
  const engine = useEngine();
  const { ItemLink } = engine;
  const [offer, setOffer] = useState<Offer | undefined>();
  const [ownedBy, setOwnedBy] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [ordered, setOrdered] = useState(0);

  useEffect(() => {
    let live = true;
    engine.send(`act/fieldwork.offer/${id}`).then(
      (reply) => live && setOffer(isOffer(reply) ? reply : undefined),
      () => live && setOffer(undefined),
    );
    return () => {
      live = false;
    };
  }, [engine, id, u, ordered]);

  const order = useCallback(async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await engine.send(`act/fieldwork.order/${id}`, ownedBy ? { ownedBy } : {});
      setOrdered((count) => count + 1);
    } catch (error) {
      setRefusal(fieldworkRefusalText(t, error));
    } finally {
      setBusy(false);
    }
  }, [engine, id, ownedBy, t]);

  if (!offer || (!offer.mayOrder && offer.jobs.length === 0)) return null;
  return (
    <Card className="fieldwork-panel" data-testid="fieldwork-panel">
      <H5>{t('fieldwork.panel.title')}</H5>
      {offer.jobs.length === 0 ? (
        <p className="fieldwork-panel-none">{t('fieldwork.panel.none')}</p>
      ) : (
        <ul className="fieldwork-panel-jobs">
          {offer.jobs.map((job) => (
            <li key={job.id}>
              <ItemLink id={job.id}>{job.label}</ItemLink>
            </li>
          ))}
        </ul>
      )}
      {offer.mayOrder ? (
        <div className="fieldwork-panel-order">
          {offer.organizations.length > 1 ? (
            <label className="fieldwork-panel-for">
              <span>{t('fieldwork.panel.for')}</span>
              <HTMLSelect value={ownedBy ?? offer.organizations[0]?.id} onChange={(event) => setOwnedBy(event.currentTarget.value)} options={offer.organizations.map((organization) => ({ value: organization.id, label: organization.name }))} />
            </label>
          ) : null}
          <Button intent="primary" icon="walk" loading={busy} data-testid="fieldwork-order" onClick={() => void order()}>
            {t('fieldwork.panel.order')}
          </Button>
        </div>
      ) : null}
      {refusal ? (
        <Callout intent="danger" className="fieldwork-panel-refusal" data-testid="fieldwork-refusal">
          {refusal}
        </Callout>
      ) : null}
    </Card>
  );
}
