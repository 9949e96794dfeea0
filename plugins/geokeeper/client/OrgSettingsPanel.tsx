import { Callout, H6, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemPanelProps } from '../../../engine/react/plugin/itemPanels';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { messageOf } from './fieldDataReplies';
import './fieldDataList.css';

/**
 * GeoKeeper's settings on an organization page, shown only for COMMUNITY organizations (business
 * spec §3; the server refuses them on any other): whether the community's programs may be open to
 * every signed-in user. Saved at once; a refusal (not the community's administrator) is said here.
 */
export function OrgSettingsPanel({ id, item, u }: ItemPanelProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  if (item.type !== 'COMMUNITY') return null;
  const open = item.geokeeperOpenPrograms !== false;

  const save = async (value: boolean): Promise<void> => {
    setSaving(true);
    setProblem(undefined);
    try {
      await engine.send('update', { $id: id, _u: u, geokeeperOpenPrograms: value });
    } catch (error) {
      // Platform refusals ("notAllowed") have their texts under errors.*; module ones are full ids.
      const message = messageOf(error);
      setProblem(message.includes('.') ? message : `errors.${message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="gk-org-settings" data-testid="gk-org-settings">
      <H6 className="vgn-view-section-title">{t('geokeeper.orgSettings.title')}</H6>
      <Switch checked={open} disabled={saving} label={t('geokeeper.orgSettings.openPrograms')} onChange={(event) => void save(event.currentTarget.checked)} data-testid="gk-org-open-programs" />
      <p className="gk-org-settings-help">{t(open ? 'geokeeper.orgSettings.openProgramsOn' : 'geokeeper.orgSettings.openProgramsOff')}</p>
      {problem && (
        <Callout compact intent="danger" data-testid="gk-org-settings-problem">
          {t(problem)}
        </Callout>
      )}
    </section>
  );
}
