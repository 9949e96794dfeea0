import { deriveForm, type FormContext, type FormModel } from '../../derive/formSchema';
import { deriveViewModel, type ViewModel, type ViewVariant } from '../../derive/viewModel';
import { deriveSearchModel, type SearchModel } from '../../derive/searchModel';
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

export function viewModelOf(registry: Registry, type: string, variant: ViewVariant): ViewModel {
  return cached(registry, `view|${type}|${variant}`, () => deriveViewModel(registry, type, variant));
}

export function formModelOf(registry: Registry, type: string, context: FormContext): FormModel {
  return cached(registry, `form|${type}|${context}`, () => deriveForm(registry, type, context));
}

export function searchModelOf(registry: Registry, type: string): SearchModel {
  return cached(registry, `search|${type}`, () => deriveSearchModel(registry, type));
}
