import type { CollectForm } from './collectTypes';

/** A GeoKeeperFormDef item as the pages use it (the collection page's choices, the list's answers); undefined when it is not a trip or record form. */
export function formOfItem(item: Readonly<Record<string, unknown>> & { $id: string }): CollectForm | undefined {
  if (item.formType !== 'trip' && item.formType !== 'record') return undefined;
  return {
    id: item.$id,
    label: String(item.label ?? item.$id),
    formType: item.formType,
    maxPhotos: typeof item.maxPhotos === 'number' ? item.maxPhotos : 0,
    maxVideos: typeof item.maxVideos === 'number' ? item.maxVideos : 0,
    ...(typeof item.form === 'object' && item.form !== null ? { form: item.form as CollectForm['form'] } : {}),
  };
}
