import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { changedProperties, editPath, pathSegments } from '../../../engine/localEdits/editPath';
import type { ItemEdits } from '../../../engine/localEdits/localEditStore';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { FieldValues } from '../../../engine/react/theme/formData';
import type { CollectForm } from '../collect/collectTypes';
import { QuestionsForm } from '../collect/QuestionsForm';
import type { ListedItem } from './fieldDataReplies';

const ANSWERS = 'formData';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answers with an unsaved edit, as paths inside the answers (`formData/species` → `species`). */
export function editedAnswerPaths(edits: ItemEdits | undefined): Set<string> {
  const paths = new Set<string>();
  for (const path of Object.keys(edits?.fields ?? {})) {
    const [top, ...inside] = pathSegments(path);
    if (top === ANSWERS && inside.length > 0) paths.add(editPath(...inside));
  }
  return paths;
}

/** How many of an item's unsaved edits are answers (`formData/<question>`). */
export function answerEditCount(edits: ItemEdits | undefined): number {
  return Object.keys(edits?.fields ?? {}).filter((path) => pathSegments(path)[0] === ANSWERS && path !== ANSWERS).length;
}

interface Props {
  item: ListedItem;
  edits: ItemEdits | undefined;
  /** The record's form (undefined while it loads, null when it cannot be read). */
  form: CollectForm | null | undefined;
  columns: number;
  onEdit(path: string, value: unknown, original: unknown): void;
}

/**
 * The answers of one row, edited locally in the form's own generated form: every question is its
 * own edit (`formData/<question>`), so an answer typed back to the stored one is no longer
 * unsaved and the other answers stay as the server has them until the save.
 */
export function AnswersRow({ item, edits, form, columns, onEdit }: Props) {
  const t = useTranslate();
  const stored = useMemo(() => (isRecord(item.formData) ? item.formData : {}), [item.formData]);
  const answers = useMemo(() => {
    const answerEdits = Object.fromEntries(Object.entries(edits?.fields ?? {}).filter(([path]) => pathSegments(path)[0] === ANSWERS));
    const merged = changedProperties(item, answerEdits)[ANSWERS];
    return isRecord(merged) ? merged : stored;
  }, [item, edits, stored]);
  const edited = useMemo(() => editedAnswerPaths(edits), [edits]);
  const change = (next: FieldValues): void => {
    for (const question of new Set([...Object.keys(stored), ...Object.keys(next)])) {
      const value = next[question];
      // A cleared answer the server has is an edit that removes it (null), not "no edit".
      onEdit(editPath(ANSWERS, question), value === undefined && stored[question] !== undefined ? null : value, stored[question]);
    }
  };
  return (
    <tr className="gk-answers-row" data-testid="gk-answers" data-id={item.$id}>
      <td />
      <td colSpan={columns - 1}>
        {form === undefined ? (
          <span className="gk-muted">{t('geokeeper.list.answersLoading')}</span>
        ) : form === null || !form.form ? (
          <Callout compact>{t('geokeeper.list.noQuestions')}</Callout>
        ) : (
          <div className="gk-answers">
            <QuestionsForm form={form} answers={answers} onChange={change} onSubmit={() => undefined} idPrefix={`gk-answers-${item.$id}`} editedPaths={edited}>
              {null}
            </QuestionsForm>
          </div>
        )}
      </td>
    </tr>
  );
}
