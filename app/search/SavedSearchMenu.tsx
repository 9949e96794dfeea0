import { Button, ControlGroup, InputGroup, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inIdOrder, parseItemList } from '../data/itemReads';
import { createItem, deleteItem } from '../data/itemWrites';
import { api } from '../net/api';
import type { CachedItem } from '../net/itemCache';
import { showAlert, showError } from '../overlays/alerts';
import { fromSavedSearch, savedSearchName, toSavedSearch, type SavedSearchFields } from './savedSearch';
import { savedSearchRequest } from './savedSearchQuery';
import { asSearchReply } from './searchProtocol';
import type { SearchState } from './searchState';

function asFields(item: CachedItem): Partial<SavedSearchFields> {
  return item as Partial<SavedSearchFields>;
}

/** The user's saved searches of the searched types, reloaded when asked. */
function useSavedSearches(types: readonly string[], enabled: boolean): { items: CachedItem[]; reload: () => void } {
  const [items, setItems] = useState<CachedItem[]>([]);
  const [generation, setGeneration] = useState(0);
  const key = types.join(',');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api
      .send('search/ids', savedSearchRequest(key === '' ? [] : key.split(',')))
      .then(async (reply) => {
        const ids = asSearchReply(reply)?.ids ?? [];
        const found = ids.length === 0 ? [] : inIdOrder(parseItemList(await api.send('readMany/object', ids)), ids);
        if (live) setItems(found);
      })
      .catch((error: unknown) => live && showError(error));
    return () => {
      live = false;
    };
  }, [key, enabled, generation]);
  return { items, reload: useCallback(() => setGeneration((n) => n + 1), []) };
}

export interface SavedSearchMenuProps {
  state: SearchState;
  onApply: (state: SearchState) => void;
  /** Saving needs a signed-in user. */
  canSave: boolean;
}

/** Saved searches (SavedSearch items): save the current search, apply one, delete one. */
export function SavedSearchMenu({ state, onApply, canSave }: SavedSearchMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const { items, reload } = useSavedSearches(state.types, open && canSave);
  const title = intl.formatMessage({ id: 'views.search.saved' });

  const save = async () => {
    if (name.trim() === '') return;
    try {
      await createItem(api, 'SavedSearch', { ...toSavedSearch(state, name.trim()) });
      showAlert({ type: 'SUCCESS', message: 'views.search.savedDone' });
      setName('');
      reload();
    } catch (error) {
      showError(error);
    }
  };
  const remove = async (item: CachedItem) => {
    try {
      await deleteItem(api, item.$id, item._u);
      reload();
    } catch (error) {
      showError(error);
    }
  };

  if (!canSave) return null;
  return (
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      content={
        <Menu className="vgn-saved-searches">
          {items.length === 0 ? <MenuItem disabled text={intl.formatMessage({ id: 'views.search.noSaved' })} /> : null}
          {items.map((item) => (
            <MenuItem
              key={item.$id}
              icon="search-template"
              text={savedSearchName({ name: String(item.name ?? item.$id), ...(asFields(item).nameT ? { nameT: asFields(item).nameT } : {}) }, intl.locale)}
              onClick={() => {
                onApply(fromSavedSearch(asFields(item)));
                setOpen(false);
              }}
              labelElement={
                <Button
                  icon="trash"
                  size="small"
                  variant="minimal"
                  intent="danger"
                  aria-label={intl.formatMessage({ id: 'views.search.deleteSaved' })}
                  onClick={(event) => {
                    event.stopPropagation();
                    void remove(item);
                  }}
                />
              }
            />
          ))}
          <MenuDivider />
          <li className="vgn-save-search">
            <ControlGroup fill>
              <InputGroup
                value={name}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void save();
                }}
                placeholder={intl.formatMessage({ id: 'views.search.saveName' })}
              />
              <Button icon="floppy-disk" disabled={name.trim() === ''} onClick={() => void save()}>
                <FormattedMessage id="views.search.save" />
              </Button>
            </ControlGroup>
          </li>
        </Menu>
      }
    >
      <Button icon="bookmark" variant="minimal" aria-label={title} title={title} />
    </PopoverNext>
  );
}
