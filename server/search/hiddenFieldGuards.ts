import { topField, type HiddenFields } from '../../engine/derive/fieldRead';
import { joinSql, jsonList, type SqlFragment } from '../permissions/sqlFragment';

const TYPE_NOT_IN = 'i.type NOT IN (SELECT value FROM json_each(?))';

/**
 * A filter on a field some types hide from the asker matches no item of those types, so hits
 * never reveal a hidden value (a member filtering users by e-mail finds none).
 */
export function guardField(hidden: HiddenFields | undefined, prop: string, condition: SqlFragment): SqlFragment {
  const types = hidden?.byField.get(topField(prop));
  if (types === undefined) return condition;
  return joinSql([{ sql: TYPE_NOT_IN, params: [jsonList(types)] }, condition], 'AND');
}

/**
 * A full-text filter: items of types hiding some text field from the asker must also contain every
 * word in a text field the asker sees (the full-text body mixes all text fields).
 */
export function guardText(hidden: HiddenFields | undefined, words: readonly string[], fullText: SqlFragment, visibleLike: (field: string, word: string) => SqlFragment): SqlFragment {
  if (hidden === undefined || hidden.textOf.size === 0) return fullText;
  const restricted = [...hidden.textOf.keys()];
  const perType = restricted.map((type) => {
    const fields = hidden.textOf.get(type) ?? [];
    const everyWord = words.map((word) => joinSql(fields.map((field) => visibleLike(field, word)), 'OR'));
    // No visible text field: joinSql of no alternatives is FALSE, so the type's items never match.
    return joinSql([{ sql: 'i.type = ?', params: [type] }, ...everyWord], 'AND');
  });
  return joinSql([fullText, joinSql([{ sql: TYPE_NOT_IN, params: [jsonList(restricted)] }, ...perType], 'OR')], 'AND');
}
