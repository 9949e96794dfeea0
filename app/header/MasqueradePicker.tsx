import { Button, Card, H3, Icon, InputGroup, Menu, MenuDivider, MenuItem, Overlay2 } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../engine/react/people/Avatar';
import type { RecentTarget } from '../session/masqueradeTargets';
import type { Suggestion } from './searchBarLogic';
import { INPUT_DELAY_MS } from './SearchBar';

export interface MasqueradePickerProps {
  isOpen: boolean;
  onClose: () => void;
  recentTargets: readonly RecentTarget[];
  /** Users whose name or e-mail matches the text. */
  findUsers: (text: string) => Promise<Suggestion[]>;
  onPick: (target: RecentTarget) => void;
}

/** The full-screen picker of the user to act as (platform spec §4 "Masquerade"). */
export function MasqueradePicker({ isOpen, onClose, recentTargets, findUsers, onPick }: MasqueradePickerProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (!isOpen) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      findUsers(text.trim())
        .then((users) => current && setFound(users))
        .catch(() => current && setFound([]));
    }, INPUT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [isOpen, text, findUsers]);

  return (
    <Overlay2 isOpen={isOpen} onClose={onClose} className="vgn-masquerade-overlay" hasBackdrop>
      <Card className="vgn-masquerade-picker" elevation={4}>
        <div className="vgn-masquerade-head">
          <H3>{intl.formatMessage({ id: 'shell.masquerade.title' })}</H3>
          <Button variant="minimal" icon="cross" aria-label={intl.formatMessage({ id: 'shell.close' })} onClick={onClose} />
        </div>
        <InputGroup
          autoFocus
          leftIcon="search"
          value={text}
          placeholder={intl.formatMessage({ id: 'shell.masquerade.placeholder' })}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Menu className="vgn-masquerade-list">
          {recentTargets.length > 0 && <MenuDivider title={intl.formatMessage({ id: 'shell.masquerade.recent' })} />}
          {recentTargets.map((t) => (
            <MenuItem key={`recent-${t.id}`} icon={<Avatar id={t.id} name={t.label} size={24} />} text={t.label} labelElement={<Icon icon="history" />} onClick={() => onPick(t)} />
          ))}
          <MenuDivider title={intl.formatMessage({ id: 'shell.masquerade.users' })} />
          {found.length === 0 && <MenuItem disabled text={intl.formatMessage({ id: 'app.noResults.NONE' })} />}
          {found.map((u) => (
            <MenuItem key={u.id} icon={<Avatar id={u.id} name={u.label} size={24} />} text={u.label} onClick={() => onPick({ id: u.id, label: u.label })} />
          ))}
        </Menu>
      </Card>
    </Overlay2>
  );
}
