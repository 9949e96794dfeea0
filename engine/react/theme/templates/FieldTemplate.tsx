import { FormGroup, Tag } from '@blueprintjs/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import { useGuidanceShown } from '../../guidance/GuidanceContext';
import { useTranslate } from '../../i18n/useTranslate';
import { editPath } from '../../../localEdits/editPath';
import { engineFormContext, engineUiOptions, repeatsSectionTitle, widgetName } from '../engineUi';
import { WIDGET_FIELD } from '../WidgetField';

/** Widgets that show their label beside the control themselves. */
const INLINE_LABEL_WIDGETS = new Set(['checkbox', 'switch', 'hidden']);

/**
 * One field row: translated label (message id from ui:options.label), the control, then the
 * translated help (unless the user hides guidance; errors always show) and the field's errors. data-vgn-field marks the row so a failed submit can find
 * and shake the bad inputs.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, hidden, required, displayLabel, uiSchema, label, classNames, style, fieldPathId, registry } = props;
  const t = useTranslate();
  const guidanceShown = useGuidanceShown();
  if (hidden) return <div className="vgn-field-hidden">{children}</div>;
  const options = engineUiOptions(uiSchema);
  const widget = widgetName(uiSchema);
  const errors = (rawErrors ?? []).filter((e) => e !== '');
  // The root object is not a field of its own: only its properties (and theirs) carry edits.
  const path = fieldPathId.path.map(String);
  const repeatsSection = repeatsSectionTitle(registry.formContext, path);
  const showLabel = (displayLabel || uiSchema?.['ui:field'] === WIDGET_FIELD) && !INLINE_LABEL_WIDGETS.has(widget ?? '') && !repeatsSection;
  const edited = path.length > 0 && (engineFormContext(registry.formContext).editedPaths?.has(editPath(...path)) ?? false);
  const editedMark = edited ? (
    <Tag minimal intent="warning" className="vgn-field-edited-mark">
      {t('views.form.edited')}
    </Tag>
  ) : null;
  const help = guidanceShown ? options.help : undefined;
  const helper =
    help || errors.length > 0 ? (
      <>
        {/* An error replaces the help: "must not be before the start" is said once. */}
        {help && errors.length === 0 ? <span className="vgn-field-help">{t(help)}</span> : null}
        {errors.map((error, i) => (
          <span key={i} className="vgn-field-error-text" role="alert">
            {error}
          </span>
        ))}
      </>
    ) : undefined;
  return (
    <FormGroup
      className={['vgn-field', classNames, repeatsSection ? 'vgn-field-unlabelled' : '', errors.length > 0 ? 'vgn-field-invalid' : '', edited ? 'vgn-field-edited' : ''].filter(Boolean).join(' ')}
      style={style}
      // A label repeating the section title is said to screen readers only: the control keeps its name.
      label={showLabel ? t(options.label ?? label) : repeatsSection ? <span className="vgn-field-label-hidden">{t(options.label ?? label)}</span> : undefined}
      labelFor={id}
      labelInfo={
        showLabel && (required || edited) ? (
          <>
            {required ? '*' : null}
            {editedMark}
          </>
        ) : undefined
      }
      helperText={helper}
      intent={errors.length > 0 ? 'danger' : 'none'}
      data-vgn-field={id}
      data-vgn-edited={edited ? 'true' : undefined}
    >
      {/* A control that shows its label itself (a checkbox) still shows the mark, above it. */}
      {showLabel ? null : editedMark}
      {children}
    </FormGroup>
  );
}
