import { FormattedMessage } from 'react-intl';
import type { CellProps } from '../../../engine/react/cells/cellProps';
import { isEmptyValue, valueText } from '../../../engine/react/cells/cellProps';
import { useFormDefs } from './useFormDefs';
import './answersCell.css';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function AnswerText({ value }: { value: unknown }) {
  if (typeof value === 'boolean') return <FormattedMessage id={value ? 'views.cell.yes' : 'views.cell.no'} />;
  if (Array.isArray(value)) return <>{value.map(valueText).join(', ')}</>;
  return <>{valueText(value)}</>;
}

/**
 * A record's answers (`formData`) as its form asks them: each question's title beside its answer,
 * in the form's order, never the stored JSON. Nothing shows while the form loads (no flash of
 * question keys); an answer the form no longer asks keeps its key as its label.
 */
export function AnswersCell({ value, item }: CellProps) {
  const formId = typeof item?.formDef === 'string' ? item.formDef : undefined;
  const forms = useFormDefs(formId === undefined ? [] : [formId]);
  const form = formId === undefined ? null : forms.get(formId);
  if (!isRecord(value) || form === undefined) return null;
  const properties = form?.form?.schema.properties ?? {};
  const asked = Object.keys(properties).filter((key) => !isEmptyValue(value[key]));
  const others = Object.keys(value).filter((key) => !(key in properties) && !isEmptyValue(value[key]));
  return (
    <dl className="gk-answers-cell">
      {[...asked, ...others].map((key) => (
        <div key={key} className="gk-answers-cell-row">
          <dt>{properties[key]?.title ?? key}</dt>
          <dd>
            <AnswerText value={value[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
