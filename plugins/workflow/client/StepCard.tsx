import { Button, ButtonGroup, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { EngineForm } from '../../../engine/react/theme/EngineForm';
import type { FieldValues } from '../../../engine/react/theme/formData';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import { errorsUnder } from './definitionErrors';
import { settingsModel, stepFieldsModel, stepKindChoices, type StepDraft } from './stepDrafts';

export interface StepCardProps {
  step: StepDraft;
  index: number;
  count: number;
  stateList: string | undefined;
  /** Refusals of the last publish under this step, re-rooted at it ("/kind", "/settings/x"). */
  errors: readonly FieldError[];
  disabled: boolean;
  onChange(step: StepDraft): void;
  onMove(delta: number): void;
  onRemove(): void;
}

const COMMON_FIELDS = ['label', 'assignee', 'dueDays', 'stateOnActive', 'stateOnComplete'] as const;

function commonValues(step: StepDraft): FieldValues {
  const values: FieldValues = {};
  for (const name of COMMON_FIELDS) if (step[name] !== undefined) values[name] = step[name];
  return values;
}

/** One step of a workflow type: its kind, common fields and the kind's settings (generated forms). */
export function StepCard({ step, index, count, stateList, errors, disabled, onChange, onMove, onRemove }: StepCardProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const kind = registry.steps.get(step.kind);
  const kinds = useMemo(() => stepKindChoices(registry, (id) => t(id)), [registry, t]);
  const fieldsModel = useMemo(() => stepFieldsModel(kind, stateList), [kind, stateList]);
  const settings = useMemo(() => settingsModel(kind), [kind]);
  const kindError = errorsUnder(errors, '/kind')[0];
  const fieldErrors = errors.filter((error) => !error.path.startsWith('/settings') && !error.path.startsWith('/kind'));
  const settingsErrors = errorsUnder(errors, '/settings');
  const number = index + 1;

  const setCommon = (values: FieldValues) => {
    const next: StepDraft = { id: step.id, kind: step.kind, ...(step.settings ? { settings: step.settings } : {}) };
    for (const name of COMMON_FIELDS) {
      const value = values[name];
      if (value !== undefined && value !== '') Object.assign(next, { [name]: value });
    }
    onChange(next);
  };
  const setKind = (key: string) => {
    const nextKind = registry.steps.get(key);
    const { settings: _dropped, stateOnActive, ...rest } = step;
    // Settings belong to the kind; a kind that never becomes active takes no state on active.
    onChange({ ...rest, kind: key, ...(stateOnActive !== undefined && nextKind?.states.includes('ACTIVE') ? { stateOnActive } : {}) });
  };

  return (
    <Card className="vgn-workflow-step" data-step={step.id} compact>
      <div className="vgn-workflow-step-head">
        <span className="vgn-workflow-step-number">{t('workflow.admin.stepNumber', { number })}</span>
        <FormGroup className="vgn-workflow-step-kind" label={t('types.Workflow.fields.steps.kind')} labelFor={`${step.id}-kind`} intent={kindError ? 'danger' : 'none'} helperText={kindError ? t(kindError.messageId, kindError.values) : undefined}>
          <HTMLSelect
            id={`${step.id}-kind`}
            value={kind ? step.kind : ''}
            disabled={disabled}
            options={[...(kind ? [] : [{ value: '', label: t('workflow.admin.unknownKind') }]), ...kinds.map((choice) => ({ value: choice.key, label: choice.label }))]}
            onChange={(event) => setKind(event.currentTarget.value)}
          />
        </FormGroup>
        <ButtonGroup className="vgn-workflow-step-actions">
          <Button icon="arrow-up" variant="minimal" disabled={disabled || index === 0} aria-label={t('workflow.admin.moveUp', { number })} title={t('workflow.admin.moveUp', { number })} onClick={() => onMove(-1)} />
          <Button icon="arrow-down" variant="minimal" disabled={disabled || index === count - 1} aria-label={t('workflow.admin.moveDown', { number })} title={t('workflow.admin.moveDown', { number })} onClick={() => onMove(1)} />
          <Button icon="trash" variant="minimal" intent="danger" disabled={disabled} aria-label={t('workflow.admin.removeStep', { number })} title={t('workflow.admin.removeStep', { number })} onClick={onRemove} />
        </ButtonGroup>
      </div>
      <EngineForm tagName="div" model={fieldsModel} formData={commonValues(step)} onChange={setCommon} onSubmit={() => undefined} serverErrors={fieldErrors} idPrefix={`${step.id}-fields`} disabled={disabled}>
        <></>
      </EngineForm>
      {settings ? (
        <div className="vgn-workflow-step-settings">
          <div className="vgn-workflow-step-settings-title">{t('types.Workflow.fields.steps.settings')}</div>
          <EngineForm
            tagName="div"
            model={settings}
            formData={step.settings ?? {}}
            onChange={(values) => onChange({ ...step, settings: values })}
            onSubmit={() => undefined}
            serverErrors={settingsErrors}
            idPrefix={`${step.id}-settings`}
            disabled={disabled}
          >
            <></>
          </EngineForm>
        </div>
      ) : null}
    </Card>
  );
}
