import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { EngineForm } from '../../../engine/react/theme/EngineForm';
import type { FieldValues } from '../../../engine/react/theme/formData';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { FieldError } from '../../../engine/validation/fieldErrors';
import type { CollectForm } from './collectTypes';
import { questionsModel } from './questionsModel';

interface QuestionsFormProps {
  form: CollectForm;
  answers: FieldValues;
  onChange(answers: FieldValues): void;
  onSubmit(answers: FieldValues): void;
  idPrefix: string;
  /** Questions with an unsaved local edit (edit paths inside the answers): marked "edited". */
  editedPaths?: ReadonlySet<string>;
  /** Refusals of the server's check, pointers inside the answers ("/count"): shown at their questions. */
  serverErrors?: readonly FieldError[];
  /** "div" inside another form (an item's edit form): it never submits on its own. */
  tagName?: 'form' | 'div';
  /** While the surrounding form saves, or when it is read-only. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The answers to a form's questions, in the generated form (checked in the browser by the same
 * rules the server applies). The questions' own titles are added to the texts around the form.
 */
export function QuestionsForm({ form, answers, onChange, onSubmit, idPrefix, editedPaths, serverErrors, tagName, disabled, children }: QuestionsFormProps) {
  const engine = useEngine();
  const intl = useIntl();
  const built = useMemo(() => questionsModel(engine.registry, form), [engine.registry, form]);
  // The app's catalogs are plain ICU strings (app/i18n); the questions' texts join them.
  const messages = useMemo(() => ({ ...(intl.messages as Record<string, string>), ...(built?.messages ?? {}) }), [intl.messages, built]);
  if (!built) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({});
        }}
      >
        {children}
      </form>
    );
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={() => undefined}>
      <EngineForm model={built.model} formData={answers} onChange={onChange} onSubmit={onSubmit} idPrefix={idPrefix} {...(editedPaths ? { editedPaths } : {})} {...(serverErrors ? { serverErrors } : {})} {...(tagName ? { tagName } : {})} {...(disabled === undefined ? {} : { disabled })}>
        {children}
      </EngineForm>
    </IntlProvider>
  );
}
