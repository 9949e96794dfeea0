import { LOV_VALUE_TYPE } from '../lovs/listValues';
import { api } from '../net/api';
import { asCachedItem } from '../net/itemCache';
import { onSessionReset } from '../session/sessionReset';
import { fetchJson } from './fetchJson';
import { LabelCache } from './labelCache';
import { LovCache, lovPath } from './lovCache';

/** The client's lists of values (GET /lov/{locale}/{list}[/{ownerId}]). */
export const lovCache = new LovCache((locale, list, ownerId) => fetchJson(lovPath(locale, list, ownerId)));

/** The client's item labels (label/{id}, seeded from replies that carry labels). */
export const labelCache = new LabelCache((id) => api.send(`label/${id}`));

// Per-user data: lists may hold owner-specific values and labels follow read rights.
onSessionReset(() => {
  lovCache.clear();
  labelCache.clear();
});

// A list value edited anywhere changes what every list widget offers.
api.onPush('item/update', (body) => {
  if (asCachedItem(body)?._t === LOV_VALUE_TYPE) lovCache.clear();
});
