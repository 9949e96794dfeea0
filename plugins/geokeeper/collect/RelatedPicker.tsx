import { Button, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useItemLabel } from '../../../engine/react/services/hooks';
import { useEngine } from '../../../engine/react/services/EngineContext';
import type { ItemChoice } from '../../../engine/react/services/engineServices';

/** What collected data may be about (plugins/geokeeper/README.md: links to consultations and organizations). */
const RELATED_TYPES = ['Consultation', 'Organization'];
const SHOWN = 6;

interface RelatedPickerProps {
  value: readonly string[];
  disabled: boolean;
  online: boolean;
  onChange(value: string[]): void;
}

function Chosen({ id, onRemove }: { id: string; onRemove?: () => void }) {
  const label = useItemLabel(id);
  return (
    <Tag minimal round {...(onRemove ? { onRemove } : {})}>
      {label}
    </Tag>
  );
}

/**
 * The consultations and organizations a trip is about; its records carry the same. Finding them
 * needs the server, so offline the page keeps what was chosen and says why it cannot search.
 */
export function RelatedPicker({ value, disabled, online, onChange }: RelatedPickerProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [text, setText] = useState('');
  const [found, setFound] = useState<readonly ItemChoice[]>([]);
  useEffect(() => {
    if (!online || text.trim().length < 2) return setFound([]);
    let live = true;
    const timer = setTimeout(() => {
      engine.findItems(RELATED_TYPES, text.trim(), SHOWN).then(
        (choices) => live && setFound(choices),
        () => live && setFound([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [engine, online, text]);
  // A trip under way keeps what it is about; nothing to show when that is nothing.
  if (disabled && value.length === 0) return null;
  return (
    <FormGroup label={t('geokeeper.collect.related')} labelFor="gk-collect-related" helperText={online ? undefined : t('geokeeper.collect.relatedOffline')}>
      <div className="gk-collect-related">
        {value.map((id) => (
          <Chosen key={id} id={id} {...(disabled ? {} : { onRemove: () => onChange(value.filter((kept) => kept !== id)) })} />
        ))}
      </div>
      {disabled ? null : (
        <InputGroup id="gk-collect-related" leftIcon="search" value={text} disabled={!online} placeholder={t('geokeeper.collect.relatedSearch')} onValueChange={setText} />
      )}
      {found.length > 0 && !disabled ? (
        <div className="gk-collect-related-found">
          {found
            .filter((choice) => !value.includes(choice.id))
            .map((choice) => (
              <Button
                key={choice.id}
                size="small"
                variant="minimal"
                icon="add"
                text={choice.label}
                onClick={() => {
                  onChange([...value, choice.id]);
                  setText('');
                }}
              />
            ))}
        </div>
      ) : null}
    </FormGroup>
  );
}
