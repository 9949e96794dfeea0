import { Button, Callout, H5 } from '@blueprintjs/core';
import type { DescriptionFieldProps, ErrorListProps, FieldErrorProps, FieldHelpProps, SubmitButtonProps, TitleFieldProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { useGuidanceShown } from '../../guidance/GuidanceContext';
import { useTranslate } from '../../i18n/useTranslate';
import { engineUiOptions } from '../engineUi';

/**
 * The label of the field an error belongs to: its uiSchema label at that path; an entry of a list
 * ("meetingTypes.0") belongs to the list. Undefined for errors of the form as a whole.
 */
function errorFieldLabel(property: string | undefined, uiSchema: ErrorListProps['uiSchema']): string | undefined {
  const parts = (property ?? '').split('.').filter((p) => p !== '' && !/^[0-9]+$/.test(p));
  if (parts.length === 0) return undefined;
  let node: unknown = uiSchema;
  for (const part of parts) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return engineUiOptions(typeof node === 'object' && node !== null ? (node as ErrorListProps['uiSchema']) : undefined).label;
}

/**
 * Above the form after a failed submit: which fields to correct, by label, each once. The messages
 * themselves show on the fields (never twice); errors of the form as a whole show here.
 */
export function ErrorListTemplate({ errors, uiSchema }: ErrorListProps) {
  const t = useTranslate();
  const fields = [...new Set(errors.map((error) => errorFieldLabel(error.property, uiSchema)).filter((label): label is string => label !== undefined))];
  const general = errors.filter((error) => errorFieldLabel(error.property, uiSchema) === undefined);
  return (
    <Callout intent="danger" title={t('views.form.errors')} className="vgn-error-list">
      <ul>
        {fields.map((label) => (
          <li key={label}>{t(label)}</li>
        ))}
        {general.map((error, i) => (
          <li key={`general-${i}`}>{error.message ?? error.stack}</li>
        ))}
      </ul>
    </Callout>
  );
}

export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const t = useTranslate();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const disabled = typeof props?.disabled === 'boolean' ? props.disabled : false;
  return (
    <div className="vgn-form-actions">
      <Button type="submit" intent="primary" icon="floppy-disk" text={t(submitText === 'Submit' ? 'views.form.submit' : submitText)} disabled={disabled} />
    </div>
  );
}

export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  const t = useTranslate();
  return (
    <H5 id={id} className="vgn-object-title">
      {t(title)}
      {required ? ' *' : ''}
    </H5>
  );
}

/**
 * Schema descriptions in declarations document the field for developers (untranslated English);
 * what users read is the translated help of the field hints, shown by the field template.
 */
export function DescriptionFieldTemplate(_props: DescriptionFieldProps) {
  return null;
}

/** The field template lists the errors beside the control; nothing is repeated below it. */
export function FieldErrorTemplate(_props: FieldErrorProps) {
  return null;
}

/** Help of ui:help (not used by generated forms, whose help is a message id in ui:options). */
export function FieldHelpTemplate({ help, uiSchema }: FieldHelpProps) {
  const t = useTranslate();
  const guidanceShown = useGuidanceShown();
  if (!help || !guidanceShown || engineUiOptions(uiSchema).help) return null;
  return <div className="vgn-field-help">{typeof help === 'string' ? t(help) : help}</div>;
}
