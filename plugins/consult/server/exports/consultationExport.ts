import type { ItemJson } from '../../../../engine/protocol/item';
import { CONSULTATION } from '../lookup';
import type { ExportValues } from './exportValues';
import type { TableColumn, TableRow } from './tableWriter';

/**
 * Columns of the consultations export: the consultation's fields of spec §3 in form order, then
 * the export-only project fields (shown nowhere else as columns).
 */
const FIELDS = [
  'projectName', 'state', 'identifiers', 'region', 'stream', 'projectType', 'primaryOrg', 'primaryContacts', 'supOrgs', 'supContacts', 'respondents', 'distributedTo',
  'requestedResponseDate', 'submitted', 'distributed',
] as const;
/** Spec §3 "export-only fields". */
export const EXPORT_ONLY_FIELDS = ['projectDescription', 'projectStartDt', 'projectEndDt', 'locationDescription', 'accessRequirements', 'projectArea', 'areaOfNewCut'] as const;

const WIDE = new Set<string>(['projectName', 'projectDescription', 'locationDescription', 'accessRequirements']);

export function consultationColumns(values: ExportValues): TableColumn[] {
  return [
    { key: 'id', heading: values.message('consult.export.id'), width: 18 },
    { key: '_uuid', heading: values.message('consult.export.uuid'), width: 38 },
    ...[...FIELDS, ...EXPORT_ONLY_FIELDS].map((field) => ({ key: field, heading: values.heading(CONSULTATION, field), width: WIDE.has(field) ? 40 : 18 })),
    { key: 'created', heading: values.message('fields._c.ts'), width: 22 },
  ];
}

export function consultationRow(values: ExportValues, item: ItemJson): TableRow {
  const row: TableRow = { id: item.$id, _uuid: typeof item._uuid === 'string' ? item._uuid : '', created: item._c.ts };
  for (const field of [...FIELDS, ...EXPORT_ONLY_FIELDS]) row[field] = values.field(CONSULTATION, field, item[field]);
  return row;
}
