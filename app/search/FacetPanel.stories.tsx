import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryFrame } from '../../engine/react/stories/StoryFrame';
import { storyRegistry } from '../../engine/react/stories/storyRegistry';
import { facetBlocks } from './facetPanel';
import { FacetPanel } from './FacetPanel';
import { cellSearchModel } from './searchModels';
import { toggleFacetKey } from './searchState';

/** The facet panel of a type's search with made-up counts (every bucket of the declared facets). */
function FacetPanelDemo({ type }: { type: string }) {
  const model = cellSearchModel(storyRegistry(), [type]);
  const [selected, setSelected] = useState<Record<string, string[]>>({});
  const counts = Object.fromEntries(
    model.facets.map((facet) => [
      facet.field,
      (facet.ranges?.map((r) => r.key) ?? ['ACTIVE', 'ARCHIVED', 'true', 'false']).map((key, n) => ({ key, count: (n * 7) % 11 })),
    ]),
  );
  return (
    <StoryFrame>
      <FacetPanel blocks={facetBlocks(model.facets, counts, selected, model.schemaOf)} onToggle={(field, key) => setSelected((s) => toggleFacetKey(s, field, key))} />
      <pre className="vgn-cell-json">{JSON.stringify(selected, null, 2)}</pre>
    </StoryFrame>
  );
}

const meta = {
  title: 'App/Search/Facet panel',
  component: FacetPanelDemo,
  argTypes: { type: { control: 'select', options: [...storyRegistry().types.keys()].sort() } },
} satisfies Meta<typeof FacetPanelDemo>;

export { meta as default };

type Story = StoryObj<typeof meta>;

export const Attachments: Story = { args: { type: 'Attachment' } };
export const ListValues: Story = { args: { type: 'LOVValue' } };
