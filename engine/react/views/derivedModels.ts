import { audienceKey, type Audience } from '../../derive/audience';
import { deriveForm, type FormContext, type FormModel } from '../../derive/formSchema';
import { deriveViewModel, type ViewModel, type ViewVariant } from '../../derive/viewModel';
import { deriveGeneralSearchModel, deriveSearchModel, type GeneralSearchModel, type SearchModel } from '../../derive/searchModel';
import type { Registry } from '../../registry/registry';

/** Derived models per registry: a rebuilt registry is a new object, so stale models go with the old one. */
const caches = new WeakMap<Registry, Map<string, unknown>>();

function cached<T>(registry: Registry, key: string, derive: () => T): T {
  let cache = caches.get(registry);
  if (!cache) {
    cache = new Map();
    caches.set(registry, cache);
  }
  if (!cache.has(key)) cache.set(key, derive());
  return cache.get(key) as T;
}

// The audience is part of each key: fields with a show rule differ between audiences.

export function viewModelOf(registry: Registry, type: string, variant: ViewVariant, audience?: Audience): ViewModel {
  return cached(registry, `view|${type}|${variant}|${audienceKey(audience)}`, () => deriveViewModel(registry, type, variant, audience));
}

export function formModelOf(registry: Registry, type: string, context: FormContext, audience?: Audience): FormModel {
  return cached(registry, `form|${type}|${context}|${audienceKey(audience)}`, () => deriveForm(registry, type, context, audience));
}

export function searchModelOf(registry: Registry, type: string, audience?: Audience): SearchModel {
  return cached(registry, `search|${type}|${audienceKey(audience)}`, () => deriveSearchModel(registry, type, audience));
}

export function generalSearchModelOf(registry: Registry, audience?: Audience): GeneralSearchModel {
  return cached(registry, `general|${audienceKey(audience)}`, () => deriveGeneralSearchModel(registry, audience));
}
