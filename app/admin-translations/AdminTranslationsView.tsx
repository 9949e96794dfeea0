import { Button, Callout, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Switch, Tag, TextArea } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { languagesOf } from '../i18n/languageChoice';
import { useCellChrome } from '../layout/useCellChrome';
import { api } from '../net/api';
import { ApiError } from '../net/apiContract';
import { useRegistry } from '../registry/useRegistry';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { applyEdits, filterRows, translationRows, type TranslationRow } from './translationRows';
import { useTranslationCatalog, type TranslationCatalog } from './useTranslationCatalog';
import './adminTranslations.css';

/** Rows shown at once; "show more" adds as many (the catalogue has hundreds of messages). */
const PAGE = 60;

function Row({ row, edit, onEdit }: { row: TranslationRow; edit: string | undefined; onEdit: (text: string) => void }) {
  const t = useTranslate();
  const value = edit ?? row.override ?? '';
  return (
    <tr>
      <td className="vgn-tr-id">
        <code>{row.id}</code>
      </td>
      <td>{row.english}</td>
      <td>{row.declared ?? <Tag minimal intent="warning">{t('adminTranslations.missing')}</Tag>}</td>
      <td>
        <TextArea
          fill
          autoResize
          value={value}
          placeholder={row.declared ?? row.english}
          aria-label={t('adminTranslations.overrideOf', { id: row.id })}
          intent={edit !== undefined ? 'primary' : 'none'}
          onChange={(event) => onEdit(event.currentTarget.value)}
        />
      </td>
    </tr>
  );
}

function Editor({ language, catalog, onSaved }: { language: string; catalog: TranslationCatalog; onSaved: () => void }) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const [overriddenOnly, setOverriddenOnly] = useState(false);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(PAGE);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const rows = useMemo(() => translationRows(catalog.english, catalog.declared, catalog.overrides), [catalog]);
  const found = useMemo(() => filterRows(rows, query, overriddenOnly), [rows, query, overriddenOnly]);
  const pending = Object.keys(edits).length;

  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      await api.send('act/setLocaleOverrides', { language, overrides: applyEdits(catalog.overrides, edits) });
      setEdits({});
      onSaved();
    } catch (error) {
      setFailure(error instanceof ApiError ? `errors.${error.userMessage}` : 'errors.generalFailure');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <div className="vgn-tr-tools">
        <InputGroup leftIcon="search" type="search" value={query} placeholder={t('adminTranslations.search')} aria-label={t('adminTranslations.search')} onChange={(e) => setQuery(e.currentTarget.value)} />
        <Switch checked={overriddenOnly} label={t('adminTranslations.overriddenOnly')} onChange={(e) => setOverriddenOnly(e.currentTarget.checked)} />
        <span className="vgn-tr-count">{t('adminTranslations.counts', { overrides: Object.keys(catalog.overrides).length, found: found.length })}</span>
        <Button intent="primary" icon="floppy-disk" disabled={pending === 0} loading={saving} onClick={() => void save()} text={t('adminTranslations.save', { count: pending })} />
        <Button icon="undo" disabled={pending === 0 || saving} onClick={() => setEdits({})} text={t('adminTranslations.discard')} />
      </div>
      {failure ? (
        <Callout intent="danger" compact>
          {t(failure)}
        </Callout>
      ) : null}
      <HTMLTable compact striped className="vgn-tr-table">
        <thead>
          <tr>
            <th>{t('adminTranslations.id')}</th>
            <th>{t('adminTranslations.english')}</th>
            <th>{t('adminTranslations.declared')}</th>
            <th>{t('adminTranslations.override')}</th>
          </tr>
        </thead>
        <tbody>
          {found.slice(0, shown).map((row) => (
            <Row key={row.id} row={row} edit={edits[row.id]} onEdit={(text) => setEdits((current) => ({ ...current, [row.id]: text }))} />
          ))}
        </tbody>
      </HTMLTable>
      {found.length > shown ? <Button variant="minimal" icon="more" onClick={() => setShown((n) => n + PAGE)} text={t('adminTranslations.more', { count: found.length - shown })} /> : null}
    </>
  );
}

/**
 * admin.translations (administrators): the product's texts per language — English, the shipped
 * translation and the administrator's override — searchable by id or text; saving stores the
 * overrides on the server (act/setLocaleOverrides) and every open page of that language takes them.
 */
export function AdminTranslationsView({ cellKey }: ViewProps) {
  const t = useTranslate();
  const registry = useRegistry();
  const session = useSession();
  const admin = session.user.admin === true;
  const languages = useMemo(() => languagesOf(registry?.messages ?? {}), [registry]);
  const [language, setLanguage] = useState(() => languages.find((lang) => lang !== 'en') ?? 'en');
  const [version, setVersion] = useState(0);
  useCellChrome(cellKey, { title: t('nav.admin.translations'), icon: 'translate', width: 'FULL' });
  const state = useTranslationCatalog(admin ? registry : null, language, version);
  if (!admin) return <NonIdealState icon="lock" description={t('errors.notAllowed')} />;
  return (
    <div className="vgn-tr">
      <label className="vgn-tr-language">
        {t('shell.user.language')}{' '}
        <HTMLSelect value={language} onChange={(e) => setLanguage(e.currentTarget.value)} options={languages.map((lang) => ({ value: lang, label: t(`shell.language.${lang}`) }))} />
      </label>
      {state.kind === 'loading' ? <Spinner size={32} /> : null}
      {state.kind === 'failed' ? <Callout intent="danger">{t(state.error)}</Callout> : null}
      {state.kind === 'ready' ? <Editor key={`${language}-${version}`} language={language} catalog={state.catalog} onSaved={() => setVersion((n) => n + 1)} /> : null}
    </div>
  );
}
