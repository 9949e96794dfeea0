import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { DeclarationError } from '../../engine/declarations/bundle';
import { Guidance } from '../../engine/react/guidance/Guidance';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { fieldMessageId, type TypeDefinition } from '../../engine/typedef';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { defaultFields, defaultToText, errorsText, setDefault } from './defaults';
import { messageText } from './fieldRows';
import type { BreakingReport } from './typeDefCalls';

/** Errors with the JSON pointer they concern (into the definition, or into an imported file). */
export function DeclarationErrorList({ errors }: { errors: readonly DeclarationError[] }) {
  return (
    <ul className="vgn-typedef-errors">
      {errors.map((error, index) => (
        <li key={`${error.path}-${index}`}>
          <code className="vgn-typedef-pointer">{error.path === '' ? '/' : error.path}</code> {error.message}
        </li>
      ))}
    </ul>
  );
}

/** "N of M existing items would break, e.g. {id}: {messages}". */
export function BreakingSummary({ report }: { report: BreakingReport }) {
  const t = useTranslate();
  return (
    <Callout intent="danger" icon="warning-sign" className="vgn-typedef-breaking">
      <strong>{t('admin-types.check.breaking', { count: report.count, checked: report.checked })}</strong>
      {report.example ? <span>, {t('admin-types.check.example', { id: report.example.id, messages: errorsText(report.example.errors, t) })}</span> : null}
    </Callout>
  );
}

export interface CheckPanelProps {
  definition: TypeDefinition | undefined;
  parseError: string | undefined;
  errors: readonly DeclarationError[];
  breaking: BreakingReport | undefined;
  checking: boolean;
  serverError: unknown;
  /** Fields a change broke items of while editing: they keep their default input once shown. */
  defaultCandidates: readonly string[];
  locale: string;
  onChange: (definition: TypeDefinition) => void;
}

/**
 * What the live checks say: problems with their pointers, or none; the count of existing items
 * the change would break with an example; and, when some would break or defaults exist, a default
 * per field so existing items become valid.
 */
export function CheckPanel(props: CheckPanelProps) {
  const t = useTranslate();
  const { definition, breaking } = props;
  const offered = definition ? defaultFields(definition, props.defaultCandidates) : [];
  return (
    <section className="vgn-typedef-checks" aria-label={t('admin-types.check.title')}>
      {props.parseError !== undefined ? (
        <Callout intent="danger" icon="error">
          {t('admin-types.editor.parseError', { reason: props.parseError })}
        </Callout>
      ) : props.errors.length > 0 ? (
        <Callout intent="danger" icon="error" className="vgn-typedef-problems">
          {t('admin-types.check.errors', { count: props.errors.length })}
          <DeclarationErrorList errors={props.errors} />
        </Callout>
      ) : (
        <Callout intent={props.checking ? 'none' : 'success'} icon={props.checking ? 'time' : 'tick'} className="vgn-typedef-ok">
          {props.checking ? t('admin-types.check.checking') : t('admin-types.check.ok')}
        </Callout>
      )}
      {breaking && breaking.count > 0 ? <BreakingSummary report={breaking} /> : null}
      {breaking && breaking.count === 0 && breaking.checked > 0 ? <p className="vgn-typedef-nobreak">{t('admin-types.check.noneBreak', { checked: breaking.checked })}</p> : null}
      {props.serverError !== undefined ? <ErrorMessage error={props.serverError} title={t('admin-types.check.serverFailed')} /> : null}
      {definition && offered.length > 0 ? (
        <div className="vgn-typedef-defaults">
          <h4>{t('admin-types.defaults.title')}</h4>
          <Guidance className="bp6-text-muted">{t('admin-types.defaults.help')}</Guidance>
          {offered.map((field) => {
            const label = messageText(definition, fieldMessageId(definition.declaration.key, field), props.locale) || field;
            return (
              <FormGroup key={field} label={label} labelFor={`vgn-typedef-default-${field}`} inline>
                <InputGroup
                  id={`vgn-typedef-default-${field}`}
                  value={defaultToText(definition.defaults?.[field])}
                  onChange={(event) => props.onChange(setDefault(definition, field, event.currentTarget.value))}
                />
              </FormGroup>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
