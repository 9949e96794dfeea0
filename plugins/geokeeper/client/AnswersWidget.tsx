import { Callout, Spinner } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { FieldValues } from '../../../engine/react/theme/formData';
import { errorsUnder, useFormServerErrors } from '../../../engine/react/theme/formServerErrors';
import { useFormValues } from '../../../engine/react/theme/formValues';
import { QuestionsForm } from '../collect/QuestionsForm';
import { useFormDefs } from './useFormDefs';

function isRecord(value: unknown): value is FieldValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a record's answers sit in its item: the server's refusals of them start with this pointer. */
const ANSWERS_POINTER = '/formData';

/**
 * A record's answers (`formData`) in an item form, as the questions of the form the item names
 * (`formDef`, read from the same form, so choosing another form brings its questions): the same
 * generated questions form as the collection page, nested (it never submits on its own). The
 * server's refusals of an answer show at its question; answers the form does not ask are kept.
 */
export function AnswersWidget(props: WidgetProps) {
  const t = useTranslate();
  const values = useFormValues();
  const serverErrors = useFormServerErrors();
  const formId = typeof values.formDef === 'string' && values.formDef !== '' ? values.formDef : undefined;
  const forms = useFormDefs(formId === undefined ? [] : [formId]);
  const form = formId === undefined ? null : forms.get(formId);
  const answers = isRecord(props.value) ? props.value : EMPTY;
  const errors = useMemo(() => errorsUnder(serverErrors, ANSWERS_POINTER), [serverErrors]);
  if (form === undefined) return <Spinner size={16} aria-label={t('geokeeper.list.answersLoading')} />;
  if (form === null || !form.form || Object.keys(form.form.schema.properties).length === 0) {
    return (
      <Callout compact className="gk-answers-widget-none">
        {t(formId === undefined ? 'geokeeper.answers.chooseForm' : 'geokeeper.list.noQuestions')}
      </Callout>
    );
  }
  return (
    <div className="gk-answers-widget" data-testid="geokeeper-answers-form">
      <QuestionsForm
        form={form}
        answers={answers}
        // rjsf keeps data its schema does not name: answers to questions the form no longer asks stay.
        onChange={(next) => props.onChange(next)}
        onSubmit={() => undefined}
        idPrefix={`${props.id}-q`}
        serverErrors={errors}
        tagName="div"
        disabled={props.disabled || props.readonly}
      >
        <></>
      </QuestionsForm>
    </div>
  );
}

const EMPTY: FieldValues = {};
