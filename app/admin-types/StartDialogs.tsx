import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { Registry } from '../../engine/registry/registry';
import { newTypeDefinition, type TypeDefinition } from '../../engine/typedef';
import { newExtension } from './definitionForm';

/** Keys of new types: a capital letter, then letters and digits (ids are {key}-{index}). */
const NEW_TYPE_KEY = /^[A-Z][A-Za-z0-9]*$/;

/** Why a key cannot name a new type (message id and values), or undefined when it can. */
export function newKeyProblem(key: string, taken: ReadonlySet<string>): { id: string; values?: Record<string, string> } | undefined {
  if (!NEW_TYPE_KEY.test(key)) return { id: 'admin-types.new.keyInvalid' };
  if (taken.has(key)) return { id: 'admin-types.new.keyTaken', values: { key } };
  return undefined;
}

/** Built-in types an extension may be started for: not system types, not extended already. */
export function extensibleTypes(registry: Registry, definedKeys: ReadonlySet<string>): string[] {
  return [...registry.types.values()].filter((type) => type.plugin !== 'runtime' && type.declaration.system !== true && !definedKeys.has(type.key)).map((type) => type.key);
}

export interface StartDialogProps {
  isOpen: boolean;
  registry: Registry;
  /** Keys of every stored definition (archived ones too: one definition per key). */
  definedKeys: ReadonlySet<string>;
  onClose: () => void;
  onStart: (definition: TypeDefinition) => void;
}

/** "New type": key and label, then the editor opens on newTypeDefinition (name field, menu entry). */
export function NewTypeDialog({ isOpen, registry, definedKeys, onClose, onStart }: StartDialogProps) {
  const t = useTranslate();
  const { locale } = useIntl();
  const [key, setKey] = useState('');
  const [label, setLabel] = useState('');
  const [touched, setTouched] = useState(false);
  const taken = new Set([...registry.types.keys(), ...definedKeys]);
  const problem = newKeyProblem(key, taken);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || label.trim() === '') return;
    onStart(newTypeDefinition(key, label.trim(), { locale }));
    setKey('');
    setLabel('');
    setTouched(false);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('admin-types.new.title')} icon="cube-add">
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup
            label={t('admin-types.new.key')}
            labelFor="vgn-typedef-new-key"
            helperText={touched && problem ? t(problem.id, problem.values) : t('admin-types.new.keyHelp')}
            intent={touched && problem ? 'danger' : 'none'}
          >
            <InputGroup id="vgn-typedef-new-key" value={key} autoFocus onChange={(e) => setKey(e.currentTarget.value.trim())} />
          </FormGroup>
          <FormGroup label={t('admin-types.new.label')} labelFor="vgn-typedef-new-label" intent={touched && label.trim() === '' ? 'danger' : 'none'}>
            <InputGroup id="vgn-typedef-new-label" value={label} onChange={(e) => setLabel(e.currentTarget.value)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('admin-types.list.cancel')}</Button>
              <Button id="vgn-typedef-new-create" type="submit" intent="primary">
                {t('admin-types.new.create')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** "Extend built-in type": pick the type, then the editor opens on an extension without fields. */
export function ExtendTypeDialog({ isOpen, registry, definedKeys, onClose, onStart }: StartDialogProps) {
  const t = useTranslate();
  const choices = extensibleTypes(registry, definedKeys);
  const [chosen, setChosen] = useState('');
  const key = choices.includes(chosen) ? chosen : (choices[0] ?? '');
  const start = () => {
    const base = registry.types.get(key);
    if (base) onStart(newExtension(key, base.declaration.label));
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('admin-types.extend.title')} icon="add-column-right">
      <DialogBody>
        {choices.length === 0 ? (
          <p>{t('admin-types.extend.none')}</p>
        ) : (
          <FormGroup label={t('admin-types.extend.type')} labelFor="vgn-typedef-extend-type" helperText={t('admin-types.extend.help')}>
            <HTMLSelect
              id="vgn-typedef-extend-type"
              value={key}
              options={choices.map((k) => ({ value: k, label: `${t(registry.types.get(k)?.declaration.label ?? k)} (${k})` }))}
              onChange={(e) => setChosen(e.currentTarget.value)}
              fill
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('admin-types.list.cancel')}</Button>
            <Button intent="primary" disabled={key === ''} onClick={start}>
              {t('admin-types.extend.create')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
