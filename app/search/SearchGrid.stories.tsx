import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortKey } from '../../engine/declarations/bundle';
import { examplesOf, exampleItems } from '../../engine/react/stories/exampleItems';
import { StoryFrame } from '../../engine/react/stories/StoryFrame';
import { storyRegistry } from '../../engine/react/stories/storyRegistry';
import type { CachedItem } from '../net/itemCache';
import { SearchGrid } from './SearchGrid';
import { SearchPages } from './searchPages';
import { cellSearchModel, gridHeaders } from './searchModels';

/** A type's result grid (columns from its search headers) over its declared examples. */
function SearchGridDemo({ type }: { type: string }) {
  const registry = storyRegistry();
  const model = cellSearchModel(registry, [type]);
  const rows = examplesOf(exampleItems(registry), type) as CachedItem[];
  // The examples answer as one server would, page by page.
  const pages = useMemo(
    () =>
      new SearchPages({ must: [{ kind: 'type', value: type }] }, (request) => {
        const start = request.offset ?? 0;
        const slice = rows.slice(start, start + (typeof request.max === 'number' ? request.max : rows.length));
        return Promise.resolve({ reply: { ids: slice.map((row) => row.$id), facets: {}, total: rows.length }, rows: slice });
      }),
    [rows, type],
  );
  const [sort, setSort] = useState<SortKey[]>(model.defaultSort);
  const [open, setOpen] = useState<string | undefined>(undefined);
  return (
    <StoryFrame>
      <div style={{ height: 400, display: 'flex' }}>
        <SearchGrid headers={gridHeaders(model, true)} pages={pages} schemaOf={model.schemaOf} sort={sort} onSortChange={setSort} onOpen={setOpen} {...(open ? { openId: open } : {})} dark={false} />
      </div>
      <pre className="vgn-cell-json">{JSON.stringify({ sort, open }, null, 2)}</pre>
    </StoryFrame>
  );
}

const meta = {
  title: 'App/Search/Result grid',
  component: SearchGridDemo,
  argTypes: { type: { control: 'select', options: [...storyRegistry().types.keys()].sort() } },
} satisfies Meta<typeof SearchGridDemo>;

export { meta as default };

type Story = StoryObj<typeof meta>;

export const Users: Story = { args: { type: 'User' } };
export const Tasks: Story = { args: { type: 'Task' } };
