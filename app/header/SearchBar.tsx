import { Menu, MenuItem } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { SearchInput } from '../search/SearchInput';
import type { Suggestion } from './searchBarLogic';
import { searchBarIntent } from './searchBarLogic';

/** Platform spec §9: user input delay 400 ms before suggestions are asked for. */
export const INPUT_DELAY_MS = 400;

export interface SearchBarProps {
  fetchSuggestions: (text: string) => Promise<Suggestion[]>;
  onOpenItem: (id: string) => void;
  /** Full search results: /search?c0={text}. */
  onSearch: (text: string) => void;
  onClose: () => void;
}

type SuggestState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; text: string; suggestions: Suggestion[] };

/**
 * The header search bar (platform spec §2): Enter opens an exact item id or the full results and
 * closes the bar, Esc closes it; below 3 characters it asks to keep typing, else it suggests 5 items.
 */
export function SearchBar({ fetchSuggestions, onOpenItem, onSearch, onClose }: SearchBarProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [state, setState] = useState<SuggestState>({ kind: 'idle' });
  const latest = useRef(0);
  const intent = searchBarIntent(text);

  const suggestText = intent.kind === 'suggest' ? intent.text : undefined;

  useEffect(() => {
    if (suggestText === undefined) return undefined;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      fetchSuggestions(suggestText)
        .then((suggestions) => {
          if (latest.current === request) setState({ kind: 'done', text: suggestText, suggestions });
        })
        .catch(() => {
          if (latest.current === request) setState({ kind: 'done', text: suggestText, suggestions: [] });
        });
    }, INPUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [suggestText, fetchSuggestions]);

  const pick = (action: () => void) => {
    action();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (intent.kind === 'item') onOpenItem(intent.id);
    else if (intent.kind === 'suggest') onSearch(intent.text);
    else if (intent.kind === 'keepTyping') return;
    onClose();
  };

  return (
    <div className="vgn-search-bar" role="search">
      <SearchInput
        autoFocus
        value={text}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        ariaLabel={intl.formatMessage({ id: 'shell.search.label' })}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        busy={state.kind === 'loading'}
      />
      {intent.kind !== 'empty' && (
        <Menu className="vgn-search-suggestions">
          {intent.kind === 'keepTyping' && <MenuItem disabled text={intl.formatMessage({ id: 'shell.search.keepTyping' })} />}
          {intent.kind === 'item' && (
            <MenuItem icon="document-open" text={intl.formatMessage({ id: 'shell.search.openItem' }, { id: intent.id })} onClick={() => pick(() => onOpenItem(intent.id))} />
          )}
          {intent.kind === 'suggest' && state.kind === 'done' && state.text === intent.text && (
            <>
              {state.suggestions.length === 0 && <MenuItem disabled text={intl.formatMessage({ id: 'app.noResults.NONE' })} />}
              {state.suggestions.map((s) => (
                <MenuItem key={s.id} text={s.label} label={s.kind} onClick={() => pick(() => onOpenItem(s.id))} />
              ))}
              <MenuItem icon="search" text={intl.formatMessage({ id: 'shell.search.allResults' }, { text: intent.text })} onClick={() => pick(() => onSearch(intent.text))} />
            </>
          )}
        </Menu>
      )}
    </div>
  );
}
