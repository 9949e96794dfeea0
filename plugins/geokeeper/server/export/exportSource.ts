import type { PluginFiles, PluginItems, PluginBulkItems } from '../../../../engine/plugin/serverPlugin';
import type { Actor } from '../../../../engine/protocol/operations';
import { answersText, type TitledQuestions } from '../../choiceTitles';
import { formOfItem } from '../../collect/formOfItem';
import { fieldDataColor } from '../fieldDataFeature';
import { orderFieldData, type OrderableFieldData, type OrderedRow } from '../fieldDataOrder';
import { FIELD_DATA_TYPE } from '../fieldDataRules';
import { safeFileName, type ExportMedia, type ExportRecord } from './exportRecord';
import type { RecordPass } from './zipExport';

/** Which field data to export: a program's, or the named items (each still only when readable). */
export interface ExportSelection {
  program?: string;
  ids?: readonly string[];
}

export interface ExportStores {
  items: PluginItems;
  bulkItems: PluginBulkItems;
  files: PluginFiles;
}

const ORDER_FIELDS = ['program', 'formType', 'trip', 'collected'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The ordered rows of the selection the actor may read: one scan of the type, then the ordering. */
export function selectedRows(stores: ExportStores, actor: Actor, selection: ExportSelection): OrderedRow[] {
  const readable = stores.bulkItems.readableIdsOfType(actor, FIELD_DATA_TYPE);
  const named = selection.ids ? new Set(selection.ids) : undefined;
  const chosen: OrderableFieldData[] = [];
  for (const { id, fields } of stores.bulkItems.scan(FIELD_DATA_TYPE, ORDER_FIELDS)) {
    if (!readable.has(id) || (named && !named.has(id)) || (selection.program !== undefined && fields.program !== selection.program)) continue;
    const entry: OrderableFieldData = { id };
    const formType = text(fields.formType);
    const trip = text(fields.trip);
    const collected = text(fields.collected);
    if (formType !== undefined) entry.formType = formType;
    if (trip !== undefined) entry.trip = trip;
    if (collected !== undefined) entry.collected = collected;
    chosen.push(entry);
  }
  return orderFieldData(chosen);
}

function mediaOf(stores: ExportStores, actor: Actor, row: OrderedRow, media: unknown): ExportMedia[] {
  const ids = Array.isArray(media) ? media.filter((id): id is string => typeof id === 'string') : [];
  const found: ExportMedia[] = [];
  ids.forEach((attachment, index) => {
    // A photo the reader may not open is left out, exactly as the record page would not show it.
    const content = stores.files.content(actor, attachment);
    if (!content) return;
    found.push({ attachment, path: content.path, size: content.size, fileName: content.fileName, entryName: `media/${row.number}-${index + 1}-${safeFileName(content.fileName, attachment)}` });
  });
  return found;
}

/**
 * The records of the rows, read afresh on every pass (so an export holds one record at a time),
 * as the actor reads them; an item deleted or closed to the actor since the rows were chosen is
 * skipped (from that pass on: an export running while items are deleted may list it in its
 * GeoJSON and not in its CSV).
 */
export function recordPass(stores: ExportStores, actor: Actor, rows: readonly OrderedRow[], colors: ReadonlyMap<string, string>): RecordPass {
  return function* () {
    // Forms are few: each is read once per pass, as the actor reads it (an unreadable form leaves the codes).
    const forms = new Map<string, TitledQuestions | undefined>();
    const questionsOf = (formDef: unknown): TitledQuestions | undefined => {
      if (typeof formDef !== 'string') return undefined;
      if (!forms.has(formDef)) forms.set(formDef, formOfItem({ ...(stores.items.read(actor, formDef) ?? {}), $id: formDef })?.form);
      return forms.get(formDef);
    };
    for (const row of rows) {
      const item = stores.items.read(actor, row.id);
      if (!item) continue;
      const categories = Array.isArray(item.categories) ? item.categories.filter((entry): entry is string => typeof entry === 'string') : undefined;
      const record: ExportRecord = { row, id: row.id, fields: item, media: mediaOf(stores, actor, row, item.media), color: fieldDataColor(categories, colors), answers: answersText(questionsOf(item.formDef), item.formData) };
      yield record;
    }
  };
}
