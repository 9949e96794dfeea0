import { Button, Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { EngineForm } from '../../../engine/react/theme/EngineForm';
import type { FieldValues } from '../../../engine/react/theme/formData';
import type { WorkflowStep } from '../../../engine/workflow';
import { ASSIGN_FORM, propertiesPatch, stepPropertiesForm } from './stepForms';
import type { ActionRunner } from './usePanelData';

interface StepDialogProps {
  step: WorkflowStep;
  label: string;
  runner: ActionRunner;
  onClose: () => void;
}

/** A dialog holding a generated form; it closes once the server has carried out what the form asked. */
function FormDialog({ title, testId, runner, onClose, children }: { title: string; testId: string; runner: ActionRunner; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog isOpen title={title} onClose={onClose} className="wkf-dialog">
      <DialogBody>
        <div data-testid={testId}>
          {runner.refusal ? (
            <Callout intent="danger" compact role="alert" className="wkf-dialog-refusal">
              {runner.refusal}
            </Callout>
          ) : null}
          {children}
        </div>
      </DialogBody>
    </Dialog>
  );
}

/** Cancel and save, inside the generated form (its submit button). */
function FormButtons({ runner, onClose }: { runner: ActionRunner; onClose: () => void }) {
  const t = useTranslate();
  return (
    <div className="wkf-dialog-buttons">
      <Button onClick={onClose}>{t('workflow.panel.cancel')}</Button>
      <Button type="submit" intent="primary" loading={runner.busy}>
        {t('workflow.panel.save')}
      </Button>
    </div>
  );
}

/** Assign a step to a contact (the contact picker of other contact fields), with an optional due time. */
export function AssignDialog({ step, label, runner, onClose }: StepDialogProps) {
  const t = useTranslate();
  const [data, setData] = useState<FieldValues>({ ...(step.assignee ? { assignee: step.assignee } : {}), ...(step.due ? { due: step.due } : {}) });
  const submit = async (values: FieldValues) => {
    const assignee = typeof values.assignee === 'string' ? values.assignee : '';
    const due = typeof values.due === 'string' && values.due !== '' ? values.due : undefined;
    if (await runner.run({ type: 'assignStep', step: step.id, assignee, ...(due ? { due } : {}) })) onClose();
  };
  return (
    <FormDialog title={t('workflow.panel.assignTitle', { step: label })} testId="workflow-assign" runner={runner} onClose={onClose}>
      <EngineForm model={ASSIGN_FORM} formData={data} onChange={setData} onSubmit={(values) => void submit(values)} idPrefix={`wkf-assign-${step.id}`}>
        <FormButtons runner={runner} onClose={onClose} />
      </EngineForm>
    </FormDialog>
  );
}

/** Edit a step's values with the form generated from its kind's properties schema. */
export function PropertiesDialog({ step, label, runner, onClose }: StepDialogProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const model = useMemo(() => stepPropertiesForm(step.kind, registry.steps.get(step.kind)?.properties), [registry, step.kind]);
  const [data, setData] = useState<FieldValues>({ ...(step.properties ?? {}) });
  const submit = async (values: FieldValues) => {
    if (await runner.run({ type: 'applyStepProperties', step: step.id, properties: propertiesPatch(step.properties, values) })) onClose();
  };
  return (
    <FormDialog title={t('workflow.panel.valuesTitle', { step: label })} testId="workflow-properties" runner={runner} onClose={onClose}>
      <EngineForm model={model} formData={data} onChange={setData} onSubmit={(values) => void submit(values)} {...(runner.fieldErrors ? { serverErrors: runner.fieldErrors } : {})} idPrefix={`wkf-props-${step.id}`}>
        <FormButtons runner={runner} onClose={onClose} />
      </EngineForm>
    </FormDialog>
  );
}
