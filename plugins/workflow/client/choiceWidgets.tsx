import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useLovEntries } from '../../../engine/react/services/hooks';
import { useFormValues } from '../../../engine/react/theme/formValues';
import { useControlProps } from '../../../engine/react/theme/widgets/widgetSupport';
import { workflowStateLists } from './stepDrafts';
import { KeySelect } from '../../../engine/react/theme/widgets/KeySelect';

function chosenStateList(values: Record<string, unknown>): string | undefined {
  return typeof values.stateList === 'string' && values.stateList !== '' ? values.stateList : undefined;
}

/** The state list of a workflow type: one of the lists the item types running workflows use. */
export function StateListWidget(props: WidgetProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const lists = [...workflowStateLists(registry).keys()];
  const value = typeof props.value === 'string' ? props.value : '';
  const choices = lists.map((key) => ({ value: key, label: t(registry.lovs.get(key)?.label ?? key) }));
  // A stored list no type uses any more stays visible, so the refusal names what is wrong.
  const unknownLabel = t(registry.lovs.get(value)?.label ?? 'workflow.admin.unknownList');
  return <KeySelect widget={props} emptyLabel={t('views.form.choose')} choices={choices} unknownLabel={unknownLabel} />;
}

/** The item types a workflow type applies to: those running workflows with its state list. */
export function ItemTypesWidget(props: WidgetProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const control = useControlProps(props);
  const stateList = chosenStateList(useFormValues());
  const selected: string[] = Array.isArray(props.value) ? props.value.filter((v): v is string => typeof v === 'string') : [];
  const offered = stateList ? (workflowStateLists(registry).get(stateList) ?? []) : [];
  const shown = [...offered, ...selected.filter((type) => !offered.includes(type))];
  if (shown.length === 0) return <div className="vgn-workflow-hint">{t('workflow.admin.chooseStateListFirst')}</div>;
  return (
    <div id={control.id} className="vgn-multiple-choice">
      {shown.map((type) => (
        <Checkbox
          key={type}
          inline
          label={t(registry.types.get(type)?.declaration.label ?? 'workflow.admin.unknownType')}
          disabled={control.disabled || control.readOnly}
          checked={selected.includes(type)}
          onChange={(event) => {
            const next = event.currentTarget.checked ? [...selected, type] : selected.filter((v) => v !== type);
            props.onChange(next.length === 0 ? undefined : shown.filter((v) => next.includes(v)));
          }}
        />
      ))}
    </div>
  );
}

/** A state of the workflow type's state list (its initial state). */
export function WorkflowStateWidget(props: WidgetProps) {
  const t = useTranslate();
  const stateList = chosenStateList(useFormValues());
  const entries = useLovEntries(stateList);
  if (!stateList) return <div className="vgn-workflow-hint">{t('workflow.admin.chooseStateListFirst')}</div>;
  const value = typeof props.value === 'string' ? props.value : '';
  const known = (entries ?? []).filter((entry) => entry.state === 'ACTIVE' || entry.key === value);
  const choices = known.map((entry) => ({ value: entry.key, label: entry.label }));
  return <KeySelect widget={props} emptyLabel={t('views.form.choose')} choices={choices} {...(entries === undefined ? {} : { unknownLabel: t('workflow.admin.unknownState') })} />;
}
