import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTypeKeys, TypeGallery } from './storyKit';

/**
 * Edit forms of every item type, filled with the type's declared examples. Default, card and
 * create views have one story per type in generated/stories/ (scripts/codegen/typeStories.ts);
 * edit forms stay a gallery: pick one type with the "type" control, or see them all.
 */
const ALL = '(every type)';
const typeKeys = storyTypeKeys();

function EditFormGallery({ type }: { type: string }) {
  return <TypeGallery types={type === ALL ? typeKeys : [type]} view="edit" />;
}

const meta = {
  title: 'Generated/Item views',
  component: EditFormGallery,
  args: { type: ALL },
  argTypes: { type: { control: 'select', options: [ALL, ...typeKeys] } },
} satisfies Meta<typeof EditFormGallery>;

export { meta as default };

type Story = StoryObj<typeof meta>;

export const EditForms: Story = {};
