import type { ComponentType, ReactNode } from 'react';
import type { Audience } from '../../derive/audience';
import type { Registry } from '../../registry/registry';

/** One value of a list of values, already translated for the current locale. */
export interface LovEntry {
  key: string;
  label: string;
  /** ARCHIVED values stay readable on stored items but are not offered for new choices. */
  state: 'ACTIVE' | 'ARCHIVED';
  /** In workflow-state lists, the group the state belongs to (INIT …; GET /lov answers it). */
  superState?: string;
}

/** A related item as pickers and reference cells show it. */
export interface ItemChoice {
  id: string;
  label: string;
}

/** What an uploaded file became on the server: the Attachment item the field stores. */
export interface UploadedFile {
  id: string;
  label: string;
}

export interface ItemLinkProps {
  id: string;
  children: ReactNode;
  className?: string;
}

/**
 * Everything the generated views, cells and widgets need from the running application. The engine
 * stays free of transport and routing: the app supplies an implementation over its socket API and
 * caches (app/data/engineServices.ts); stories and tests supply one over declarations alone.
 */
export interface EngineServices {
  registry: Registry;
  locale: string;
  /** The signed-in user is an administrator (requiredExceptAdmin, admin-only headers and facets). */
  admin: boolean;
  /**
   * Who is looking, for fields' show rules (engine/derive/audience). Absent (stories, tests):
   * every field is shown.
   */
  audience?: Audience;
  /** Cached entries of a list, undefined while not loaded. */
  peekLov(list: string, ownerId?: string): readonly LovEntry[] | undefined;
  loadLov(list: string, ownerId?: string): Promise<readonly LovEntry[]>;
  /** Cached label of an item, undefined while not loaded. */
  peekLabel(id: string): string | undefined;
  /** The item's label; rejects when the reader may not see the item (unreadable or missing), so no raw id is ever shown. */
  loadLabel(id: string): Promise<string>;
  /** Items of the given types whose text matches, for reference pickers. */
  findItems(types: readonly string[], text: string, max: number): Promise<readonly ItemChoice[]>;
  /** Uploads one file as an attachment; rejects with an Error whose message is a message id. */
  uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile>;
  /** Address of an item's media (the Attachment's content). */
  attachmentHref(attachmentId: string): string;
  /** A link to an item page (the app's router link, a plain anchor elsewhere). */
  ItemLink: ComponentType<ItemLinkProps>;
  /** The current time; injected so that relative times are stable in stories and tests. */
  now(): Date;
  /**
   * Sends one operation of the protocol and resolves with its reply body (plugins' client entries
   * call their own server operations this way); rejects with an Error whose message is the
   * server's userMessage (a message id).
   */
  send(o: string, b?: unknown): Promise<unknown>;
  /**
   * The Authorization header value for this origin's HTTP routes (plugin routes, tiles), or
   * undefined when signed out; absent where there is no session (stories, tests).
   */
  authorization?(): string | undefined;
  /**
   * The signed-in user's id ("User-3", from the stored token, so known offline too), or undefined
   * when signed out; absent where there is no session. Pages keeping data on the device per user
   * (GeoKeeper's field collection queue) key it by this.
   */
  userId?(): string | undefined;
  /**
   * Lets a view veto closing its cell (the app's cell gates, platform spec §5): the gate is asked
   * VALIDATE then CLOSE or SAVE and refuses by answering false. Answers the removal. Absent where
   * there are no cells (stories, tests).
   */
  addCellGate?(cellKey: string, gate: CellGate): () => void;
}

/** What a cell gate is asked, and its answer: false refuses, anything else lets the sequence go on. */
export type CellGate = (action: 'VALIDATE' | 'CLOSE' | 'SAVE') => boolean | undefined | Promise<boolean | undefined>;
