import { Tag } from '@blueprintjs/core';
import type { CellProps } from '../../../engine/react/cells/cellProps';

/**
 * A user's capabilities (name → granted flag) as the names granted, one tag each: the profile
 * showed the stored object as JSON ({ "Core": true, … }), which is storage, not something to read.
 */
export function CapabilitiesCell({ value }: CellProps) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const granted = Object.entries(value).flatMap(([name, flag]) => (flag === true ? [name] : []));
  if (granted.length === 0) return null;
  return (
    <span className="vgn-cell-tags">
      {granted.map((name) => (
        <Tag key={name} minimal>
          {name}
        </Tag>
      ))}
    </span>
  );
}
