import { Button, ButtonGroup, Card } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import type { ArrayFieldItemButtonsTemplateProps, ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, IconButtonProps } from '@rjsf/utils';
import { useTranslate } from '../../i18n/useTranslate';
import { engineUiOptions, repeatsSectionTitle } from '../engineUi';

/** A list field: its title, one card per entry, and the add button. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, title, uiSchema, fieldPathId, registry } = props;
  const t = useTranslate();
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className="vgn-array" id={fieldPathId.$id}>
      {/* A list alone in a section of the same title shows that title once. */}
      {repeatsSectionTitle(registry.formContext, fieldPathId.path) ? null : <legend className="vgn-object-title">{t(engineUiOptions(uiSchema).label ?? title)}</legend>}
      <div className="vgn-array-items">{items}</div>
      {canAdd && !readonly ? <AddButton onClick={onAddClick} disabled={disabled} registry={registry} /> : null}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, className, registry } = props;
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  return (
    <Card compact className={`vgn-array-item ${className}`}>
      <div className="vgn-array-item-content">{children}</div>
      {hasToolbar ? <Buttons {...buttonsProps} /> : null}
    </Card>
  );
}

export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasMoveUp, hasMoveDown, hasRemove, hasCopy, onMoveUpItem, onMoveDownItem, onRemoveItem, onCopyItem, registry } = props;
  const { MoveUpButton, MoveDownButton, RemoveButton, CopyButton } = registry.templates.ButtonTemplates;
  const off = disabled || readonly;
  return (
    <ButtonGroup variant="minimal" className="vgn-array-item-buttons">
      {hasMoveUp || hasMoveDown ? <MoveUpButton disabled={off || !hasMoveUp} onClick={onMoveUpItem} registry={registry} /> : null}
      {hasMoveUp || hasMoveDown ? <MoveDownButton disabled={off || !hasMoveDown} onClick={onMoveDownItem} registry={registry} /> : null}
      {hasCopy ? <CopyButton disabled={off} onClick={onCopyItem} registry={registry} /> : null}
      {hasRemove ? <RemoveButton disabled={off} onClick={onRemoveItem} registry={registry} /> : null}
    </ButtonGroup>
  );
}

function iconButton(icon: 'plus' | 'arrow-up' | 'arrow-down' | 'trash' | 'duplicate' | 'cross', titleId: string, intent?: 'danger') {
  function IconButton({ registry: _registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, disabled, onClick, type }: IconButtonProps) {
    const t = useTranslate();
    return (
      <Button
        icon={icon}
        variant="minimal"
        size="small"
        intent={intent}
        title={t(titleId)}
        aria-label={t(titleId)}
        className={className}
        disabled={disabled}
        onClick={(event) => onClick?.(event as MouseEvent<HTMLButtonElement>)}
        type={type === 'submit' ? 'button' : (type ?? 'button')}
      />
    );
  }
  return IconButton;
}

export function AddButton({ onClick, disabled, className }: IconButtonProps) {
  const t = useTranslate();
  return <Button icon="plus" text={t('views.form.add')} onClick={(event) => onClick?.(event as MouseEvent<HTMLButtonElement>)} disabled={disabled} className={className} variant="outlined" size="small" />;
}

export const MoveUpButton = iconButton('arrow-up', 'views.form.moveUp');
export const MoveDownButton = iconButton('arrow-down', 'views.form.moveDown');
export const RemoveButton = iconButton('trash', 'views.form.remove', 'danger');
export const CopyButton = iconButton('duplicate', 'views.form.copy');
export const ClearButton = iconButton('cross', 'views.form.clear');
