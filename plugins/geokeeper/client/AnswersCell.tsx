import type { CellProps } from '../../../engine/react/cells/cellProps';
import { isEmptyValue } from '../../../engine/react/cells/cellProps';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { answerText, questionTitle } from '../choiceTitles';
import { useFormDefs } from './useFormDefs';
import './answersCell.css';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A record's answers (`formData`) as its form asks them: each question's title beside its answer,
 * choices by their titles, in the form's order, never the stored JSON. Nothing shows while the
 * form loads (no flash of question keys); an answer the form no longer asks keeps its key as its label.
 */
export function AnswersCell({ value, item }: CellProps) {
  const t = useTranslate();
  const formId = typeof item?.formDef === 'string' ? item.formDef : undefined;
  const forms = useFormDefs(formId === undefined ? [] : [formId]);
  const form = formId === undefined ? null : forms.get(formId);
  if (!isRecord(value) || form === undefined) return null;
  const questions = form?.form;
  const properties = questions?.schema.properties ?? {};
  const asked = Object.keys(properties).filter((key) => !isEmptyValue(value[key]));
  const others = Object.keys(value).filter((key) => !(key in properties) && !isEmptyValue(value[key]));
  const yesNo = (answer: boolean): string => t(answer ? 'views.cell.yes' : 'views.cell.no');
  return (
    <dl className="gk-answers-cell">
      {[...asked, ...others].map((key) => (
        <div key={key} className="gk-answers-cell-row">
          <dt>{questionTitle(questions, key)}</dt>
          <dd>{answerText(questions, key, value[key], yesNo)}</dd>
        </div>
      ))}
    </dl>
  );
}
