import { withTheme } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FormModel } from '../../derive/formSchema';
import type { ValidationContext } from '../../validation/context';
import type { FieldError } from '../../validation/fieldErrors';
import { useTranslate } from '../i18n/useTranslate';
import { useEngine } from '../services/EngineContext';
import { contributedWidgets } from '../plugin/contributions';
import { blueprintTheme } from './blueprintTheme';
import type { EngineFormContext } from './engineUi';
import { fieldsRepeatingTheirSection } from '../../derive/sections';
import { fieldErrorsToErrorSchema } from './errorTranslation';
import type { FieldValues } from './formData';
import { createFormValidator } from './formValidator';
import { showInvalidFields } from './invalidFeedback';
import { lovOwnerOf } from '../../derive/lovOwner';
import { withWidgetFields } from './WidgetField';
import { FormValuesContext } from './formValues';
import { FormServerErrorsContext } from './formServerErrors';
import './engine.css';

const NO_ERRORS: readonly FieldError[] = [];

/** The label message id of one field's uiSchema entry ('ui:order' is the one entry that is not a field's). */
function fieldUiLabel(entry: FormModel['uiSchema'][string] | undefined): string | undefined {
  return entry === undefined || Array.isArray(entry) ? undefined : entry['ui:options'].label;
}

const ThemedForm = withTheme<FieldValues, RJSFSchema, EngineFormContext>(blueprintTheme);

export interface EngineFormProps {
  /** deriveForm's schema, uiSchema and sections. */
  model: FormModel;
  formData: FieldValues;
  onChange?: (formData: FieldValues) => void;
  /** Called with valid data only; validation failures scroll to and shake the bad inputs. */
  onSubmit: (formData: FieldValues) => void;
  /** Field errors of a refused write (server validationFailed), shown at their fields. */
  serverErrors?: readonly FieldError[];
  /** The edited item's id (an owner of owner-specific lists when it is of the owner type). */
  itemId?: string;
  /** Message id of the submit button. */
  submitText?: string;
  disabled?: boolean;
  /** Buttons replacing the submit button (they must include a type="submit" one). */
  children?: ReactNode;
  /** Prefix of the inputs' ids, distinct per form shown at once. */
  idPrefix?: string;
  /** "div" for a form shown inside another form's widget (HTML forms do not nest); it never submits. */
  tagName?: 'form' | 'div';
  /** Fields with unsaved local edits (edit paths relative to formData): marked "edited" at their label. */
  editedPaths?: ReadonlySet<string>;
}

/**
 * A generated create or edit form: @rjsf/core with the Blueprint theme, validated by the platform's
 * ajv setup (the server's rules) and translated through react-intl.
 */
export function EngineForm(props: EngineFormProps) {
  const { model, formData, onChange, onSubmit, serverErrors, itemId, submitText, disabled, children, idPrefix, tagName, editedPaths } = props;
  const t = useTranslate();
  const engine = useEngine();
  // Read at validation time: the owner of owner-specific lists may be a field the user just set.
  const latestData = useRef(formData);
  latestData.current = formData;
  // What widgets depending on sibling fields read (formValues.ts): the latest edit, or new data from the parent.
  const [values, setValues] = useState(formData);
  useEffect(() => setValues(formData), [formData]);
  const lovOwner = useCallback((list: string) => lovOwnerOf(engine.registry, list, model.schema, latestData.current, itemId), [engine.registry, model, itemId]);
  const context = useRef<ValidationContext>({ admin: false });
  context.current = {
    admin: engine.admin,
    lovKeys: (list) => {
      const entries = engine.peekLov(list, lovOwner(list));
      return entries ? new Set(entries.map((entry) => entry.key)) : undefined;
    },
  };
  const validator = useMemo(() => createFormValidator(t, () => context.current), [t]);
  const ownButtons = children !== undefined;
  const uiSchema = useMemo(
    (): UiSchema => ({
      ...withWidgetFields(model.schema, model.uiSchema),
      'ui:submitButtonOptions': { submitText: submitText ?? 'views.form.submit', norender: ownButtons },
    }),
    [model, submitText, ownButtons],
  );
  const formContext = useMemo(
    (): EngineFormContext => ({
      sections: model.sections,
      lovOwner,
      unlabelled: fieldsRepeatingTheirSection(model.sections, (field) => fieldUiLabel(model.uiSchema[field]), t),
      ...(itemId ? { itemId } : {}),
      ...(editedPaths ? { editedPaths } : {}),
    }),
    [model, itemId, lovOwner, editedPaths, t],
  );
  const extraErrors = useMemo(() => (serverErrors && serverErrors.length > 0 ? fieldErrorsToErrorSchema(serverErrors, t) : undefined), [serverErrors, t]);

  const box = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (serverErrors && serverErrors.length > 0) setFailures((n) => n + 1);
  }, [serverErrors]);
  useEffect(() => {
    const container = box.current;
    if (failures === 0 || !container) return;
    let cancel: () => void = () => undefined;
    // After the render that marks the bad fields.
    const frame = requestAnimationFrame(() => {
      cancel = showInvalidFields(container);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [failures]);

  return (
    <div ref={box} className="vgn-engine-form">
      <FormValuesContext value={values}>
        <FormServerErrorsContext value={serverErrors ?? NO_ERRORS}>
        <ThemedForm
        widgets={contributedWidgets()}
        schema={model.schema as RJSFSchema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={(event) => {
          setValues(event.formData ?? {});
          onChange?.(event.formData ?? {});
        }}
        onSubmit={(event) => onSubmit(event.formData ?? {})}
        onError={() => setFailures((n) => n + 1)}
        showErrorList="top"
        // A list that needs one entry starts absent (not with a blank entry that fails as "not a
        // string", nor [] which widgets normalise away, dropping its error): "This field is required".
        experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipEmptyDefaults' }}
        noHtml5Validate
        disabled={disabled ?? false}
        idPrefix={idPrefix ?? 'vgn'}
        tagName={tagName ?? 'form'}
      >
        {children}
        </ThemedForm>
        </FormServerErrorsContext>
      </FormValuesContext>
    </div>
  );
}
