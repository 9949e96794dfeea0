import { declaredLovEntries } from '../../engine/react/services/declaredServices';
import type { EngineServices, ItemChoice, ItemLinkProps, LovEntry } from '../../engine/react/services/engineServices';
import type { Audience } from '../../engine/derive/audience';
import type { Registry } from '../../engine/registry/registry';
import type { ComponentType } from 'react';
import type { Api } from '../net/apiContract';
import { asSearchReply, type SearchFilter, type SearchRequest } from '../search/searchProtocol';
import type { LabelCache } from './labelCache';
import type { LovCache } from './lovCache';
import { tokenUid } from '../session/jwtPayload';
import { session } from '../session/sessionStore';
import { noteOwnWriteReply } from './itemWrites';
import { attachmentHref, uploadAttachment } from './uploads';
import { addGate } from '../layout/gateRegistry';

export interface AppEngineDeps {
  registry: Registry;
  locale: string;
  admin: boolean;
  /** Who is looking: the generated views leave out fields whose show rule fails for them. */
  audience?: Audience;
  api: Pick<Api, 'send'>;
  lovCache: LovCache;
  labelCache: LabelCache;
  ItemLink: ComponentType<ItemLinkProps>;
  upload?: EngineServices['uploadFile'];
}

/** The search/ids body of a reference picker: the allowed types, the typed words, labels wanted. */
export function pickerSearchRequest(types: readonly string[], text: string, max: number): SearchRequest {
  const must: SearchFilter[] = [];
  if (types.length > 0) must.push({ kind: 'type', value: types.length === 1 ? (types[0] ?? '') : [...types] });
  if (text.trim() !== '') must.push({ kind: 'text', value: text.trim() });
  return { must, labels: true, max };
}

/** Engine services over the app's socket API and caches (what generated views use in the app). */
export function createAppEngineServices(deps: AppEngineDeps): EngineServices {
  const { registry, locale, admin, api, lovCache, labelCache } = deps;
  /**
   * A list the server cannot serve (GET /lov failed) falls back to its declared values when the
   * registry declares it, so forms stay usable; owner-specific lists have no such fallback.
   */
  const loadLov = async (list: string, ownerId?: string): Promise<readonly LovEntry[]> => {
    try {
      return await lovCache.load(locale, list, ownerId);
    } catch (error) {
      const declared = registry.lovs.get(list);
      if (!declared || ownerId !== undefined) throw error;
      return declaredLovEntries(declared, locale);
    }
  };
  return {
    registry,
    locale,
    admin,
    ...(deps.audience ? { audience: deps.audience } : {}),
    peekLov: (list, ownerId) => lovCache.peek(locale, list, ownerId),
    loadLov,
    peekLabel: (id) => labelCache.peek(id),
    loadLabel: (id) => labelCache.load(id),
    findItems: async (types, text, max): Promise<ItemChoice[]> => {
      const reply = asSearchReply(await api.send('search/ids', pickerSearchRequest(types, text, max)));
      if (!reply) return [];
      labelCache.seed(reply.labels);
      return reply.ids.map((id) => ({ id, label: reply.labels?.[id] ?? id }));
    },
    uploadFile: deps.upload ?? uploadAttachment,
    attachmentHref,
    ItemLink: deps.ItemLink,
    now: () => new Date(),
    send: async (o, b) => {
      const reply = await api.send(o, b);
      noteOwnWriteReply(o, reply);
      return reply;
    },
    authorization: () => (session.token ? `Bearer ${session.token}` : undefined),
    userId: () => tokenUid(session.token) ?? undefined,
    addCellGate: addGate,
  };
}
