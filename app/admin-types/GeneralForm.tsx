import { FormGroup, HTMLSelect, Icon, InputGroup, Switch } from '@blueprintjs/core';
import { IconNames } from '@blueprintjs/icons';
import { useMemo } from 'react';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { CORE_CAPABILITY, type Registry } from '../../engine/registry/registry';
import type { TypeDefinition } from '../../engine/typedef';
import { toIconName } from '../theme/iconName';
import { renameType, setCapability, setIcon, setNavEnabled, setNavPath, setNavTitle, setTypeLabel, typeLabelText } from './definitionForm';
import { messageText } from './fieldRows';

/** Every Blueprint icon name, offered while typing the icon. */
const ICON_NAMES: readonly string[] = Object.values(IconNames);

/** The capabilities the plugins declare (Core always): the only ones a type may name. */
export function declaredCapabilities(registry: Registry): string[] {
  return [...registry.capabilities];
}

export interface GeneralFormProps {
  definition: TypeDefinition;
  registry: Registry;
  /** Saved types keep their key. */
  keyFixed: boolean;
  locale: string;
  onChange: (definition: TypeDefinition) => void;
}

/** Key, label, icon, capability and menu entry of a new type (an extension has the base's). */
export function GeneralForm({ definition, registry, keyFixed, locale, onChange }: GeneralFormProps) {
  const t = useTranslate();
  const capabilities = useMemo(() => declaredCapabilities(registry), [registry]);
  const { declaration, nav } = definition;
  const icon = declaration.view?.icon ?? '';
  return (
    <section className="vgn-typedef-general">
      <h4>{t('admin-types.form.general')}</h4>
      <div className="vgn-typedef-grid">
        <FormGroup label={t('admin-types.form.key')} labelFor="vgn-typedef-key" helperText={keyFixed ? t('admin-types.form.keyFixed') : t('admin-types.new.keyHelp')}>
          <InputGroup id="vgn-typedef-key" value={declaration.key} disabled={keyFixed} onChange={(e) => onChange(renameType(definition, e.currentTarget.value))} />
        </FormGroup>
        <FormGroup label={t('admin-types.form.label')} labelFor="vgn-typedef-label">
          <InputGroup id="vgn-typedef-label" value={typeLabelText(definition, locale)} onChange={(e) => onChange(setTypeLabel(definition, e.currentTarget.value, locale))} />
        </FormGroup>
        <FormGroup label={t('admin-types.form.icon')} labelFor="vgn-typedef-icon" helperText={t('admin-types.form.iconHelp')}>
          <InputGroup
            id="vgn-typedef-icon"
            list="vgn-typedef-icon-names"
            value={icon}
            leftElement={toIconName(icon) ? <Icon icon={toIconName(icon)} className="vgn-typedef-icon-preview" /> : undefined}
            onChange={(e) => onChange(setIcon(definition, e.currentTarget.value.trim()))}
          />
          <datalist id="vgn-typedef-icon-names">
            {ICON_NAMES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </FormGroup>
        <FormGroup label={t('admin-types.form.capability')} labelFor="vgn-typedef-capability">
          <HTMLSelect
            id="vgn-typedef-capability"
            value={declaration.capability ?? CORE_CAPABILITY}
            options={capabilities}
            onChange={(e) => onChange(setCapability(definition, e.currentTarget.value))}
          />
        </FormGroup>
      </div>
      <h4>{t('admin-types.form.nav')}</h4>
      <Switch id="vgn-typedef-nav" label={t('admin-types.form.navEnabled')} checked={nav !== undefined} onChange={(e) => onChange(setNavEnabled(definition, e.currentTarget.checked, locale))} />
      {nav ? (
        <div className="vgn-typedef-grid">
          <FormGroup label={t('admin-types.form.navPath')} labelFor="vgn-typedef-nav-path">
            <InputGroup id="vgn-typedef-nav-path" value={nav.path} onChange={(e) => onChange(setNavPath(definition, e.currentTarget.value.trim()))} />
          </FormGroup>
          <FormGroup label={t('admin-types.form.navTitle')} labelFor="vgn-typedef-nav-title">
            <InputGroup id="vgn-typedef-nav-title" value={messageText(definition, nav.title, locale)} onChange={(e) => onChange(setNavTitle(definition, e.currentTarget.value, locale))} />
          </FormGroup>
        </div>
      ) : null}
    </section>
  );
}
