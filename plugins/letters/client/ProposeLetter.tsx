import { Button, Callout, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { lettersRefusalText } from './refusalText';
import { useItemsWhere, type TemplateRow } from './useLetters';

interface ProposeLetterProps {
  responseId: string;
  community: string | undefined;
  onProposed: () => void;
}

/**
 * The RWF_LETTER_PROPOSE step's work: pick one of the organization's templates, merge it with the
 * response (act/letters.merge), edit subject and text, and propose (act/letters.propose), which
 * makes the PDF and completes the step.
 */
export function ProposeLetter({ responseId, community, onProposed }: ProposeLetterProps) {
  const t = useTranslate();
  const engine = useEngine();
  const templates = useItemsWhere<TemplateRow>('LetterTemplate', 'owner', community, '');
  const [template, setTemplate] = useState('');
  const [draft, setDraft] = useState<{ subject: string; body: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  const run = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await work();
    } catch (error) {
      setRefusal(lettersRefusalText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const merge = (): Promise<void> =>
    run(async () => {
      const reply = (await engine.send(`act/letters.merge/${responseId}`, { template })) as { subject?: unknown; body?: unknown };
      setDraft({ subject: typeof reply.subject === 'string' ? reply.subject : '', body: typeof reply.body === 'string' ? reply.body : '' });
    });

  const propose = (): Promise<void> =>
    run(async () => {
      await engine.send(`act/letters.propose/${responseId}`, { template, ...draft });
      setDraft(undefined);
      setTemplate('');
      onProposed();
    });

  if (templates !== undefined && templates.length === 0) return <p className="ltr-letter-meta">{t('letters.panel.noTemplates')}</p>;
  return (
    <div className="ltr-propose" data-testid="letter-propose">
      <div className="ltr-propose-row">
        <HTMLSelect
          aria-label={t('letters.panel.template')}
          value={template}
          onChange={(event) => {
            setTemplate(event.currentTarget.value);
            setDraft(undefined);
          }}
          data-testid="letter-template"
        >
          <option value="">{t('letters.panel.chooseTemplate')}</option>
          {(templates ?? []).map((row) => (
            <option key={row.$id} value={row.$id}>
              {row.title}
            </option>
          ))}
        </HTMLSelect>
        <Button icon="merge-links" disabled={template === '' || busy} onClick={() => void merge()} data-testid="letter-merge">
          {t('letters.panel.merge')}
        </Button>
      </div>
      {draft ? (
        <>
          <FormGroup label={t('letters.panel.subject')} labelFor="ltr-subject">
            <InputGroup id="ltr-subject" value={draft.subject} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} fill />
          </FormGroup>
          <FormGroup label={t('letters.panel.body')} labelFor="ltr-body">
            <TextArea id="ltr-body" className="ltr-letter-preview" value={draft.body} onChange={(event) => setDraft({ ...draft, body: event.target.value })} autoResize fill data-testid="letter-body" />
          </FormGroup>
          <div>
            <Button intent="primary" icon="send-to" loading={busy} onClick={() => void propose()} data-testid="letter-propose-button">
              {t('letters.panel.propose')}
            </Button>
          </div>
        </>
      ) : null}
      {refusal ? (
        <Callout intent="danger" compact role="alert">
          {refusal}
        </Callout>
      ) : null}
    </div>
  );
}
