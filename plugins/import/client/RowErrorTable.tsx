import { HTMLTable } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { RowErrorEntry } from './importReplies';

/** The translated name of a field a refusal names (the features' own labels), else the name as is. */
export function useErrorParams(): (params: RowErrorEntry['params']) => Record<string, string | number> | undefined {
  const t = useTranslate();
  return (params) => {
    if (!params || typeof params.field !== 'string') return params;
    const id = `types.SpatialFeature.fields.${params.field}`;
    const label = t(id);
    return { ...params, field: label === id ? params.field : label };
  };
}

/** Bad rows with their line (0: the file as a whole) and the reason in the user's language. */
export function RowErrorTable({ errors, testId }: { errors: readonly RowErrorEntry[]; testId: string }) {
  const t = useTranslate();
  const paramsOf = useErrorParams();
  return (
    <div className="vgn-import-scroll">
      <HTMLTable compact striped data-testid={testId}>
        <thead>
          <tr>
            <th>{t('import.screen.line')}</th>
            <th>{t('import.screen.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={`${String(error.line)}-${String(index)}`}>
              <td>{error.line > 0 ? error.line : '—'}</td>
              <td>{t(error.reason, paramsOf(error.params))}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
