import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldSchema } from '../../declarations/bundle';
import { STORY_NOW } from '../stories/exampleItems';
import { StoryFrame } from '../stories/StoryFrame';
import { CellView } from './cellRenderers';

/** One cell renderer of engine/catalog/cells.ts showing one value. */
function CellDemo({ cell, value, schema, labels, item }: { cell: string; value: unknown; schema?: FieldSchema; labels?: Record<string, string>; item?: Record<string, unknown> }) {
  return (
    <StoryFrame>
      <CellView cell={cell} value={value} {...(schema ? { schema } : {})} {...(labels ? { labels } : {})} {...(item ? { item } : {})} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Engine/Cells',
  component: CellDemo,
} satisfies Meta<typeof CellDemo>;

export { meta as default };

type Story = StoryObj<typeof meta>;

const minutesAgo = (n: number) => new Date(STORY_NOW.getTime() - n * 60_000).toISOString();

export const Text: Story = { args: { cell: 'text', value: 'Sprocket' } };
export const Multiline: Story = { args: { cell: 'multiline', value: 'First line\nSecond line' } };
export const Html: Story = { args: { cell: 'html', value: '<p>Safe <strong>rich</strong> text <a href="https://example.org">with a link</a><script>alert(1)</script></p>' } };
export const NumberCell: Story = { name: 'Number', args: { cell: 'number', value: 1234567.891 } };
export const BooleanCell: Story = { name: 'Boolean', args: { cell: 'boolean', value: true } };
export const DateCell: Story = { name: 'Date', args: { cell: 'date', value: '2024-03-05' } };
export const DateTime: Story = { args: { cell: 'date-time', value: '2024-05-02T14:31:00Z' } };
export const Time: Story = { args: { cell: 'time', value: '14:31:05' } };
export const RelativeTime: Story = { args: { cell: 'relative-time', value: minutesAgo(42) } };
export const Email: Story = { args: { cell: 'email', value: 'ada.lovelace@example.org' } };
export const Phone: Story = { args: { cell: 'phone', value: '(403) 555-1234 ext: 12' } };
export const Url: Story = { args: { cell: 'url', value: 'https://example.org/projects' } };
export const Lov: Story = { args: { cell: 'lov', value: 'COMMUNITY', schema: { type: 'string', lov: 'VISIBILITY' } } };
export const LovList: Story = { args: { cell: 'lov-list', value: ['ALWAYS', 'NEVER'], schema: { type: 'array', items: { type: 'string', lov: 'NOTIFY_PREFS' } } } };
export const ItemRef: Story = { args: { cell: 'item-ref', value: 'User-1' } };
export const ItemRefs: Story = { args: { cell: 'item-refs', value: ['User-1', 'Organization-3'], labels: { 'Organization-3': 'Acme Resources' } } };
export const Color: Story = { args: { cell: 'color', value: '#B11F23' } };
export const FileSize: Story = { args: { cell: 'file-size', value: 2483112 } };
export const Tags: Story = { args: { cell: 'tags', value: ['north', 'pipeline', 'urgent'] } };
export const Json: Story = { args: { cell: 'json', value: { Core: true, Org: true } } };
export const Access: Story = { args: { cell: 'access', value: 'PUBLIC' } };
export const Id: Story = { args: { cell: 'id', value: 'Consultation-21' } };
export const TimeWindow: Story = { args: { cell: 'time-window', value: 'ONGOING' } };
export const TypeLabel: Story = { args: { cell: 'type-label', value: 'Attachment' } };
/** The owner is the stories' first Consultation example (exampleItems numbers each type's examples from 1). */
export const AttachedTo: Story = { args: { cell: 'attached-to', value: 'Consultation', item: { relType: 'Consultation', relIndex: 1, relProp: 'attachments' } } };
