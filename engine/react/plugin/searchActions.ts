import type { ComponentType } from 'react';
import type { FacetRequest, SearchFilter } from '../../protocol/searchWire';

/** What a search cell gives each action a plugin adds beside its search box. */
export interface SearchActionProps {
  /** The search as the user refined it: its scope (types, declared filters, text) and selected facets, without paging. */
  must: readonly SearchFilter[];
  facets: readonly FacetRequest[];
  /** Hits of the search as last answered. */
  total: number;
}

/**
 * A control a plugin adds to the search bar of the nav views it names (their paths): an action on
 * what the search finds, such as packing its files into a zip.
 */
export interface SearchActionContribution {
  /** Unique among all actions (React key). */
  key: string;
  /** Nav paths of the search views that show it ("consult.attachments"). */
  views: readonly string[];
  component: ComponentType<SearchActionProps>;
}

const contributed: SearchActionContribution[] = [];

/** Installs a plugin's action (app/plugins/installClientPlugins.ts, once, before the first render). */
export function registerSearchAction(action: SearchActionContribution): void {
  contributed.push(action);
}

/** The actions of one search view, in the order they were installed. */
export function searchActionsOf(view: string): SearchActionContribution[] {
  return contributed.filter((action) => action.views.includes(view));
}
