import type { Import } from '../../../generated/types/import';
import type { PropertyFilter, TransformSettings } from '../transform/settings';
import { isImportFormat, type ImportFormat } from './readers/readerFor';
import type { ReaderOptions } from './readers/readerRow';

/** What an Import item asks for, as the readers and the transformations take it. */
export interface ImportSettings {
  format?: ImportFormat;
  reader: ReaderOptions;
  transform: TransformSettings;
  skipBadRows: boolean;
}

function filterOf(filter: NonNullable<Import['filters']>[number]): PropertyFilter | undefined {
  switch (filter.op) {
    case 'equals':
    case 'contains':
      return { property: filter.property, op: filter.op, value: filter.value ?? '' };
    case 'range':
      return { property: filter.property, op: 'range', min: filter.min, max: filter.max };
  }
}

export function settingsOf(item: Import): ImportSettings {
  const owner = item.featureOwner ?? item.owner;
  return {
    format: isImportFormat(item.format) ? item.format : undefined,
    reader: { latColumn: item.latColumn, lonColumn: item.lonColumn, wktColumn: item.wktColumn },
    transform: {
      fieldMap: item.fieldMap,
      dropUnmapped: item.dropUnmapped,
      filters: (item.filters ?? []).flatMap((filter) => filterOf(filter) ?? []),
      sourceCrs: item.sourceCrs,
      simplifyTolerance: item.simplifyTolerance,
      constants: { spatialType: item.spatialType, owner, state: item.featureState ?? 'ACTIVE' },
    },
    skipBadRows: item.skipBadRows === true,
  };
}
