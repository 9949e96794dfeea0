import { Button, ButtonGroup, Callout, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LovDeclaration } from '../../engine/declarations/bundle';
import type { PlacedLovValue } from '../../engine/derive/lovOrder';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { api } from '../net/api';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { addWrite, listRows, LOV_LOCALES, moveWrites, newValueProblem, stateWrite, translateWrite, type ListRow, type ListScope, type LovWrite } from './listValues';
import { applyLovWrites } from './lovWrites';
import { useListItems } from './useListItems';
import './lovs.css';

type Texts = Record<string, string>;

const emptyTexts = (): Texts => Object.fromEntries(LOV_LOCALES.map((locale) => [locale, '']));

function TextInputs({ values, onChange, prefix }: { values: Texts; onChange: (values: Texts) => void; prefix: string }) {
  const t = useTranslate();
  return (
    <>
      {LOV_LOCALES.map((locale) => (
        <td key={locale}>
          <InputGroup
            size="small"
            value={values[locale] ?? ''}
            aria-label={t('lovs.label', { locale: t(`lovs.locale.${locale}`) })}
            name={`${prefix}-${locale}`}
            onChange={(event) => onChange({ ...values, [locale]: event.target.value })}
          />
        </td>
      ))}
    </>
  );
}

interface RowProps {
  row: PlacedLovValue<ListRow>;
  index: number;
  count: number;
  busy: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  run: (writes: LovWrite[]) => void;
  scope: ListScope;
  rows: readonly PlacedLovValue<ListRow>[];
}

function ValueRow({ row, index, count, busy, editing, onEdit, onCancel, run, scope, rows }: RowProps) {
  const t = useTranslate();
  const [draft, setDraft] = useState<Texts>(() => ({ ...emptyTexts(), ...row.t }));
  const archived = row.state === 'ARCHIVED';
  return (
    <tr data-lov-key={row.key} className={archived ? 'vgn-lov-archived' : undefined}>
      <td>
        <ButtonGroup variant="minimal">
          <Button size="small" icon="arrow-up" aria-label={t('lovs.moveUp')} disabled={busy || index === 0} onClick={() => run(moveWrites(scope, rows, index, -1))} />
          <Button size="small" icon="arrow-down" aria-label={t('lovs.moveDown')} disabled={busy || index === count - 1} onClick={() => run(moveWrites(scope, rows, index, 1))} />
        </ButtonGroup>
      </td>
      <td>
        <code>{row.key}</code>
      </td>
      {editing ? (
        <TextInputs values={draft} onChange={setDraft} prefix={`t-${row.key}`} />
      ) : (
        LOV_LOCALES.map((locale) => <td key={locale}>{row.t[locale] ?? <span className="vgn-view-empty">—</span>}</td>)
      )}
      <td>
        <Tag minimal intent={archived ? 'none' : 'success'}>
          <FormattedMessage id={`lovs.state.${row.state}`} />
        </Tag>
      </td>
      <td className="vgn-lov-actions">
        {editing ? (
          <>
            <Button size="small" intent="primary" icon="tick" disabled={busy || (draft.en ?? '').trim() === ''} onClick={() => run([translateWrite(scope, row, draft)])}>
              <FormattedMessage id="lovs.save" />
            </Button>
            <Button size="small" variant="minimal" onClick={onCancel}>
              <FormattedMessage id="lovs.cancel" />
            </Button>
          </>
        ) : (
          <>
            <Button size="small" variant="minimal" icon="translate" disabled={busy} onClick={onEdit}>
              <FormattedMessage id="lovs.translate" />
            </Button>
            <Button size="small" variant="minimal" icon={archived ? 'unarchive' : 'archive'} disabled={busy} onClick={() => run([stateWrite(scope, row, archived ? 'ACTIVE' : 'ARCHIVED')])}>
              <FormattedMessage id={archived ? 'lovs.unarchive' : 'lovs.archive'} />
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}

/**
 * The values of one list scope (shared values, or one owner's own) with every edit the list
 * screens offer: add, translate per locale, move up or down, archive and unarchive. Archived values
 * stay valid on stored items; forms stop offering them. The server decides every write
 * (server/lovs), refusals show here. `reservedKeys`: keys an owner's new value may not take (the
 * shared values').
 */
export function ListValuesEditor({ lov, scope, reservedKeys = [] }: { lov: LovDeclaration; scope: ListScope; reservedKeys?: readonly string[] }) {
  const t = useTranslate();
  const loaded = useListItems(scope);
  const rows = useMemo(() => listRows(lov, scope, loaded.items), [lov, scope, loaded.items]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [key, setKey] = useState('');
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const run = (writes: LovWrite[], after?: () => void) => {
    if (writes.length === 0) return;
    setBusy(true);
    setFailure(undefined);
    applyLovWrites(api, writes)
      .then(() => {
        setEditing(undefined);
        after?.();
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => {
        setBusy(false);
        loaded.refresh();
      });
  };

  const add = () => {
    const trimmed = key.trim();
    const found = newValueProblem(rows, trimmed, texts, reservedKeys);
    setProblem(found);
    if (found) return;
    run([addWrite(scope, trimmed, texts, rows)], () => {
      setKey('');
      setTexts(emptyTexts());
    });
  };

  return (
    <div className="vgn-lov-editor" data-lov-list={lov.key}>
      {failure !== undefined ? <ErrorMessage error={failure} /> : null}
      {loaded.error !== undefined ? <ErrorMessage error={loaded.error} /> : null}
      <HTMLTable compact striped className="vgn-lov-table">
        <thead>
          <tr>
            <th>{loaded.loading || busy ? <Spinner size={14} /> : null}</th>
            <th>
              <FormattedMessage id="lovs.key" />
            </th>
            {LOV_LOCALES.map((locale) => (
              <th key={locale}>{t(`lovs.locale.${locale}`)}</th>
            ))}
            <th>
              <FormattedMessage id="lovs.stateTitle" />
            </th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <ValueRow
              key={`${row.key}|${editing === row.key ? 'edit' : 'show'}`}
              row={row}
              index={index}
              count={rows.length}
              busy={busy}
              editing={editing === row.key}
              onEdit={() => setEditing(row.key)}
              onCancel={() => setEditing(undefined)}
              run={(writes) => run(writes)}
              scope={scope}
              rows={rows}
            />
          ))}
          <tr className="vgn-lov-new">
            <td>
              <Tag minimal icon="add" />
            </td>
            <td>
              <InputGroup size="small" name="new-key" value={key} placeholder={t('lovs.newKey')} aria-label={t('lovs.key')} onChange={(event) => setKey(event.target.value.toUpperCase())} />
            </td>
            <TextInputs values={texts} onChange={setTexts} prefix="new" />
            <td />
            <td className="vgn-lov-actions">
              <Button size="small" intent="primary" icon="add" disabled={busy} onClick={add}>
                <FormattedMessage id="lovs.add" />
              </Button>
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      {rows.length === 0 && !loaded.loading ? (
        <p className="vgn-view-empty">
          <FormattedMessage id="lovs.none" />
        </p>
      ) : null}
      {problem !== undefined ? (
        <Callout intent="danger" className="vgn-lov-problem">
          <FormattedMessage id={problem} />
        </Callout>
      ) : null}
    </div>
  );
}
