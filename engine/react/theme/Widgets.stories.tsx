import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FieldSchema } from '../../declarations/bundle';
import type { FormModel } from '../../derive/formSchema';
import { StoryFrame } from '../stories/StoryFrame';
import { EngineForm } from './EngineForm';
import type { FieldValues } from './formData';

/** One widget of engine/catalog/widgets.ts in a one-field generated form, validated on submit. */
function WidgetDemo({ widget, schema, value, required }: { widget: string; schema: FieldSchema; value?: unknown; required?: boolean }) {
  const model: FormModel = {
    schema: { type: 'object', properties: { value: schema }, ...(required ? { required: ['value'] } : {}) },
    uiSchema: { 'ui:order': ['value'], value: { 'ui:widget': widget, 'ui:options': { label: `Widget "${widget}"`, section: 'default', width: 'FULL' } } },
    sections: [{ key: 'default', fields: ['value'] }],
  };
  const [data, setData] = useState<FieldValues>(value === undefined ? {} : { value });
  return (
    <StoryFrame>
      <EngineForm model={model} formData={data} onChange={setData} onSubmit={setData} />
      <pre className="vgn-cell-json">{JSON.stringify(data, null, 2)}</pre>
    </StoryFrame>
  );
}

const meta = {
  title: 'Engine/Widgets',
  component: WidgetDemo,
} satisfies Meta<typeof WidgetDemo>;

export { meta as default };

type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { widget: 'text', schema: { type: 'string', maxLength: 20 }, value: 'Sprocket', required: true } };
export const Textarea: Story = { args: { widget: 'textarea', schema: { type: 'string', maxLength: 4000 }, value: 'First line\nSecond line' } };
export const Richtext: Story = { args: { widget: 'richtext', schema: { type: 'string' }, value: '<p>Some <strong>bold</strong> and <em>italic</em> text.</p>' } };
export const Email: Story = { args: { widget: 'email', schema: { type: 'string', format: 'email' }, value: 'ada.lovelace@example.org' } };
export const Phone: Story = { args: { widget: 'phone', schema: { type: 'string', format: 'phone' }, value: '403.555.1234 x12' } };
export const Url: Story = { args: { widget: 'url', schema: { type: 'string', format: 'url' }, value: 'https://example.org' } };
export const NumberInput: Story = { name: 'Number', args: { widget: 'number', schema: { type: 'integer', numberKind: 'NATURAL' }, value: 3 } };
export const Checkbox: Story = { args: { widget: 'checkbox', schema: { type: 'boolean' }, value: true } };
export const Switch: Story = { args: { widget: 'switch', schema: { type: 'boolean' }, value: false } };
export const DateInput: Story = { name: 'Date', args: { widget: 'date', schema: { type: 'string', format: 'date' }, value: '2024-05-02' } };
export const PartialDate: Story = { args: { widget: 'partial-date', schema: { type: 'string', format: 'partial-date' }, value: '2024-05' } };
export const DateTime: Story = { args: { widget: 'date-time', schema: { type: 'string', format: 'date-time' }, value: '2024-05-02T14:31:00Z' } };
export const Time: Story = { args: { widget: 'time', schema: { type: 'string', format: 'time' }, value: '14:31' } };
export const Select: Story = { args: { widget: 'select', schema: { type: 'string', enum: ['PENDING', 'RUNNING', 'COMPLETE'] }, value: 'RUNNING' } };
export const Radio: Story = { args: { widget: 'radio', schema: { type: 'string', enum: ['ACTIVE', 'ARCHIVED'] }, value: 'ACTIVE' } };
export const LovSelect: Story = { args: { widget: 'lov-select', schema: { type: 'string', lov: 'VISIBILITY' }, value: 'PROTECTED' } };
export const LovMulti: Story = { args: { widget: 'lov-multi', schema: { type: 'array', items: { type: 'string', lov: 'NOTIFY_PREFS' }, uniqueItems: true }, value: ['ALWAYS'] } };
export const ItemRef: Story = { args: { widget: 'item-ref', schema: { type: 'string', format: 'item-id', itemTypes: ['User'] }, value: 'User-1' } };
export const ItemRefs: Story = { args: { widget: 'item-refs', schema: { type: 'array', items: { type: 'string', format: 'item-id', itemTypes: ['User', 'Attachment'] } }, value: ['User-1', 'Attachment-1'] } };
export const Color: Story = { args: { widget: 'color', schema: { type: 'string', format: 'hex-color' }, value: '#335E6C' } };
export const Tags: Story = { args: { widget: 'tags', schema: { type: 'array', items: { type: 'string' }, minItems: 1 }, value: ['north', 'pipeline'] } };
export const Json: Story = { args: { widget: 'json', schema: { type: 'object', additionalProperties: { type: 'string' } }, value: { en: 'Northern region', fr: 'Région du Nord' } } };
export const Files: Story = { args: { widget: 'files', schema: { type: 'array', items: { type: 'string', format: 'item-id', itemTypes: ['Attachment'] } }, value: ['Attachment-1'] } };
export const Hidden: Story = { args: { widget: 'hidden', schema: { type: 'string' }, value: 'kept but not shown' } };
