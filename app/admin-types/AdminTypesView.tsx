import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { TypeDefinition } from '../../engine/typedef';
import { useCellChrome } from '../layout/useCellChrome';
import { ErrorMessage } from '../overlays/ErrorMessage';
import { useRegistry } from '../registry/useRegistry';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { startEditor, type EditorState } from './editorState';
import { TypeDefEditor } from './TypeDefEditor';
import { TypeDefList } from './TypeDefList';
import { useRegistryDeclarations } from './useRegistryDeclarations';
import { useTypeDefList } from './useTypeDefList';
import './adminTypes.css';

/** What the screen shows: the list, or one definition in the editor (a new counter remounts it). */
type Screen = { kind: 'list' } | { kind: 'edit'; initial: EditorState; round: number };

/**
 * admin.types: administrators define new item types and extend built-in ones. The list of stored
 * definitions with new / extend / import / export, and the editor of one definition. Saving makes
 * the type live on the server; every client reloads its registry from the registry/changed push.
 */
export function AdminTypesView({ cellKey }: ViewProps) {
  const t = useTranslate();
  const registry = useRegistry();
  const { user } = useSession();
  const list = useTypeDefList(registry?.hash ?? '');
  // The editor checks definitions against the plugins as written, which the compiled client registry does not carry.
  const declarations = useRegistryDeclarations(registry?.hash ?? '');
  const [screen, setScreen] = useState<Screen>({ kind: 'list' });
  useCellChrome(cellKey, { title: t('admin-types.title'), icon: 'cube-add', width: 'FULL' });

  const editingKey = screen.kind === 'edit' ? screen.initial.definition?.declaration.key : undefined;
  // The definitions this one is checked beside: the live ones, this key aside.
  const others = useMemo<TypeDefinition[]>(
    () => (list.definitions ?? []).filter((d) => d.state === 'ACTIVE' && d.live && d.key !== editingKey).map((d) => d.definition),
    [list.definitions, editingKey],
  );

  if (user.admin !== true) return <NonIdealState icon="lock" description={t('admin-types.notAdmin')} />;
  if (list.error !== undefined && list.definitions === undefined) return <ErrorMessage error={list.error} title={t('admin-types.loadFailed')} />;
  if (!registry || list.definitions === undefined) return <Spinner size={24} />;

  const edit = (initial: EditorState) => setScreen((current) => ({ kind: 'edit', initial, round: current.kind === 'edit' ? current.round + 1 : 0 }));
  if (screen.kind === 'edit' && declarations.bundles === undefined) {
    return declarations.error === undefined ? <Spinner size={24} /> : <ErrorMessage error={declarations.error} title={t('admin-types.loadFailed')} />;
  }
  return screen.kind === 'edit' ? (
    <TypeDefEditor
      key={screen.round}
      cellKey={cellKey}
      initial={screen.initial}
      registry={registry}
      bundles={declarations.bundles ?? []}
      others={others}
      onBack={() => setScreen({ kind: 'list' })}
      onSaved={list.reload}
    />
  ) : (
    <TypeDefList
      definitions={list.definitions}
      registry={registry}
      onEdit={(entry) => edit(startEditor(entry.definition, entry.u))}
      onStart={(definition) => edit(startEditor(definition))}
      onChanged={list.reload}
    />
  );
}
