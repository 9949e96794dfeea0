import { Button, Callout, Dialog, DialogBody, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { EngineForm } from '../../../engine/react/theme/EngineForm';
import type { FieldValues } from '../../../engine/react/theme/formData';
import { ADD_STEP_FORM } from './stepForms';
import type { ActionRunner } from './usePanelData';

interface AddStepDialogProps {
  /** Step kinds that may be added to a running workflow (declared `adHoc`). */
  kinds: readonly string[];
  runner: ActionRunner;
  onClose: () => void;
}

/** Adds an ad-hoc step after the current one: its kind, and optionally a label, an assignee and a due time. */
export function AddStepDialog({ kinds, runner, onClose }: AddStepDialogProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const options = useMemo(() => kinds.map((key) => ({ value: key, label: t(registry.steps.get(key)?.label ?? key) })).sort((a, b) => a.label.localeCompare(b.label)), [kinds, registry, t]);
  const [kind, setKind] = useState(options[0]?.value ?? '');
  const [data, setData] = useState<FieldValues>({});
  const submit = async (values: FieldValues) => {
    const text = (name: string) => (typeof values[name] === 'string' && values[name] !== '' ? { [name]: values[name] } : {});
    if (await runner.run({ type: 'addAdHocStep', kind, ...text('label'), ...text('assignee'), ...text('due') })) onClose();
  };
  return (
    <Dialog isOpen title={t('workflow.panel.addStep')} onClose={onClose} className="wkf-dialog">
      <DialogBody>
        <div data-testid="workflow-add-step">
          {runner.refusal ? (
            <Callout intent="danger" compact role="alert" className="wkf-dialog-refusal">
              {runner.refusal}
            </Callout>
          ) : null}
          <FormGroup label={t('workflow.panel.kind')} labelFor="wkf-add-kind">
            <HTMLSelect id="wkf-add-kind" fill value={kind} onChange={(event) => setKind(event.currentTarget.value)} options={options} />
          </FormGroup>
          <EngineForm model={ADD_STEP_FORM} formData={data} onChange={setData} onSubmit={(values) => void submit(values)} idPrefix="wkf-add">
            <div className="wkf-dialog-buttons">
              <Button onClick={onClose}>{t('workflow.panel.cancel')}</Button>
              <Button type="submit" intent="primary" loading={runner.busy}>
                {t('workflow.panel.add')}
              </Button>
            </div>
          </EngineForm>
        </div>
      </DialogBody>
    </Dialog>
  );
}
