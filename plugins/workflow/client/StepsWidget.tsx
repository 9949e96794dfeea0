import { Button } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useFormValues } from '../../../engine/react/theme/formValues';
import { errorsUnder, useDefinitionErrors } from './definitionErrors';
import { StepCard } from './StepCard';
import { moveStep, nextStepId, stepKindChoices, stepsOf, type StepDraft } from './stepDrafts';

/**
 * The `workflow-steps` widget (Workflow.type.json `steps`): the ordered steps of a workflow type as
 * cards, added, removed and reordered here, each edited with generated forms instead of raw JSON.
 */
export function StepsWidget(props: WidgetProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const values = useFormValues();
  const errors = useDefinitionErrors();
  const stateList = typeof values.stateList === 'string' && values.stateList !== '' ? values.stateList : undefined;
  const steps = stepsOf(props.value);
  const firstKind = useMemo(() => stepKindChoices(registry, (id) => t(id))[0]?.key, [registry, t]);
  const disabled = Boolean(props.disabled || props.readonly);
  const set = (next: StepDraft[]) => props.onChange(next.length === 0 ? undefined : next);

  return (
    <div id={props.id} className="vgn-workflow-steps">
      {steps.length === 0 ? <div className="vgn-workflow-hint">{t('workflow.admin.noSteps')}</div> : null}
      {steps.map((step, index) => (
        <StepCard
          key={step.id}
          step={step}
          index={index}
          count={steps.length}
          stateList={stateList}
          errors={errorsUnder(errors, `/steps/${index}`)}
          disabled={disabled}
          onChange={(changed) => set(steps.map((s, i) => (i === index ? changed : s)))}
          onMove={(delta) => set(moveStep(steps, index, delta))}
          onRemove={() => set(steps.filter((_, i) => i !== index))}
        />
      ))}
      {(props.rawErrors ?? []).map((error) => (
        <div key={error} className="vgn-field-error-text">
          {error}
        </div>
      ))}
      {firstKind ? <Button icon="add" text={t('workflow.admin.addStep')} disabled={disabled} onClick={() => set([...steps, { id: nextStepId(steps), kind: firstKind }])} /> : null}
    </div>
  );
}
