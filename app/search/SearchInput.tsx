import { Classes, Icon, Spinner } from '@blueprintjs/core';
import type { ChangeEvent, KeyboardEvent } from 'react';
import './searchInput.css';

export interface SearchInputProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder: string;
  ariaLabel: string;
  /** Shows a spinner at the right end while a search runs. */
  busy: boolean;
  type?: 'search' | 'text';
  fill?: boolean;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A search field with Blueprint InputGroup's markup and look (left search icon, spinner at the
 * right). InputGroup measures its right element after every mount and change of it (clientWidth,
 * a forced layout of the whole page, ~300 ms at load on a busy machine); the room for the spinner
 * is a fixed CSS padding here (searchInput.css), so nothing is measured.
 */
export function SearchInput({ value, onChange, placeholder, ariaLabel, busy, type = 'text', fill = false, autoFocus = false, onKeyDown }: SearchInputProps) {
  const groupClasses = [Classes.INPUT_GROUP, fill ? Classes.FILL : '', busy ? 'vgn-search-input-busy' : ''].filter((name) => name !== '').join(' ');
  return (
    <div className={groupClasses}>
      <Icon icon="search" aria-hidden tabIndex={-1} />
      <input
        type={type}
        placeholder={placeholder}
        aria-label={ariaLabel}
        autoFocus={autoFocus}
        {...(onKeyDown ? { onKeyDown } : {})}
        className={Classes.INPUT}
        value={value}
        onChange={onChange}
      />
      {busy ? (
        <span className={Classes.INPUT_ACTION}>
          <Spinner size={16} />
        </span>
      ) : null}
    </div>
  );
}
