import { Tag } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { CellProps } from '../../../engine/react/cells/cellProps';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { KeySelect } from '../../../engine/react/theme/widgets/KeySelect';

interface KindChoice {
  key: string;
  label: string;
}

// Kinds change only with the plugins installed: one request per page load.
let cached: Promise<readonly KindChoice[]> | undefined;

function asKinds(reply: unknown): KindChoice[] {
  const list = typeof reply === 'object' && reply !== null && 'kinds' in reply && Array.isArray(reply.kinds) ? (reply.kinds as unknown[]) : [];
  return list.filter((entry): entry is KindChoice => typeof entry === 'object' && entry !== null && typeof (entry as KindChoice).key === 'string' && typeof (entry as KindChoice).label === 'string');
}

function useKinds(): readonly KindChoice[] | undefined {
  const engine = useEngine();
  const [kinds, setKinds] = useState<readonly KindChoice[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    cached ??= engine.send('act/agreement.kinds').then(asKinds, () => {
      cached = undefined;
      return [];
    });
    void cached.then((list) => {
      if (live) setKinds(list);
    });
    return () => {
      live = false;
    };
  }, [engine]);
  return kinds;
}

/** The kind of an agreement: the registered kinds by name. */
export function KindWidget(props: WidgetProps) {
  const t = useTranslate();
  const kinds = useKinds() ?? [];
  const choices = kinds.map((kind) => ({ value: kind.key, label: t(kind.label) }));
  return <KeySelect widget={props} emptyLabel={t('views.form.choose')} choices={choices} unknownLabel={t('agreement.kind.unknown')} />;
}

/** An agreement's kind by its translated name (never the key). */
export function KindCell({ value }: CellProps) {
  const t = useTranslate();
  const kinds = useKinds();
  if (typeof value !== 'string' || value === '' || kinds === undefined) return null;
  return (
    <Tag minimal round>
      {t(kinds.find((kind) => kind.key === value)?.label ?? 'agreement.kind.unknown')}
    </Tag>
  );
}
