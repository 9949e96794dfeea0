import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';

interface Props {
  unsaved: number;
  conflicts: number;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
}

/** The toolbar's unsaved-edits indicator with "save all" and "discard all" (business spec §2). */
export function UnsavedEditsBar({ unsaved, conflicts, saving, onSave, onDiscard }: Props) {
  const t = useTranslate();
  if (unsaved === 0) return <Tag minimal round icon="tick" data-testid="gk-unsaved" data-count={0}>{t('geokeeper.edits.allSaved')}</Tag>;
  return (
    <span className="gk-unsaved-bar">
      <Tag round intent="warning" icon="edit" data-testid="gk-unsaved" data-count={unsaved}>
        {t('geokeeper.edits.unsaved', { count: unsaved })}
      </Tag>
      {conflicts > 0 && (
        <Tag round intent="danger" icon="warning-sign" data-testid="gk-conflicts">
          {t('geokeeper.edits.conflicts', { count: conflicts })}
        </Tag>
      )}
      <ButtonGroup>
        <Button intent="primary" icon="floppy-disk" loading={saving} disabled={unsaved === conflicts} onClick={onSave} data-testid="gk-save-all" text={t('geokeeper.edits.saveAll')} />
        <Button icon="undo" disabled={saving} onClick={onDiscard} data-testid="gk-discard-all" text={t('geokeeper.edits.discardAll')} />
      </ButtonGroup>
    </span>
  );
}
