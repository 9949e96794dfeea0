import type { CellProps } from '../../../engine/react/cells/cellProps';
import { defineClientPlugin } from '../../../engine/react/plugin/clientPlugin';

/** A probe score as five pips and the number: a cell no built-in catalog has. */
function ProbeScoreCell({ value }: CellProps) {
  if (typeof value !== 'number') return null;
  const pips = Math.round(value / 20);
  return (
    <span className="probe-score" data-probe-score={value} aria-label={`${value} of 100`}>
      {'●'.repeat(pips)}
      {'○'.repeat(5 - pips)} {value}
    </span>
  );
}

export const clientPlugin = defineClientPlugin({
  cells: { 'probe-score': ProbeScoreCell },
});
