import { Callout, H4 } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { examplesOf, exampleItems } from '../stories/exampleItems';
import { StoryFrame } from '../stories/StoryFrame';
import { storyRegistry } from '../stories/storyRegistry';
import type { FieldValues } from '../theme/formData';
import { ItemCardView } from './ItemCardView';
import { ItemDefaultView } from './ItemDefaultView';
import { ItemForm } from './ItemForm';
import type { ItemRecord } from './itemRecord';

/**
 * Stories generated from the declarations: for every item type of every plugin, its default view,
 * card view, create view and edit form, shown with the type's declared examples. Pick one type
 * with the "type" control, or see them all.
 */
const ALL = '(every type)';
const registry = storyRegistry();
const items = exampleItems(registry);
const typeKeys = [...registry.types.keys()].sort();

type Variant = 'default' | 'card' | 'create' | 'edit';

function FormWithState({ type, context, initial }: { type: string; context: 'create' | 'edit'; initial: FieldValues }) {
  const [data, setData] = useState(initial);
  const [submitted, setSubmitted] = useState<FieldValues | undefined>(undefined);
  return (
    <>
      <ItemForm type={type} context={context} formData={data} onChange={setData} onSubmit={setSubmitted} {...(typeof initial.$id === 'string' ? { itemId: initial.$id } : {})} />
      {submitted ? <pre className="vgn-cell-json">{JSON.stringify(submitted, null, 2)}</pre> : null}
    </>
  );
}

function TypeVariant({ type, variant }: { type: string; variant: Variant }) {
  const t = useTranslate();
  const examples: ItemRecord[] = examplesOf(items, type);
  const title = `${t(registry.types.get(type)?.declaration.label ?? type)} (${type})`;
  let body;
  if (variant === 'create') body = <FormWithState type={type} context="create" initial={{}} />;
  else if (examples.length === 0) body = <Callout intent="warning">No examples declared for {type}.</Callout>;
  else
    body = examples.map((item) => (
      <div key={String(item.$id)} className="vgn-story-example">
        {variant === 'default' ? <ItemDefaultView item={item} type={type} /> : null}
        {variant === 'card' ? <ItemCardView item={item} type={type} /> : null}
        {variant === 'edit' ? <FormWithState type={type} context="edit" initial={item} /> : null}
      </div>
    ));
  return (
    <section style={{ marginBottom: 32 }}>
      <H4>{title}</H4>
      {body}
    </section>
  );
}

function Gallery({ type, variant }: { type: string; variant: Variant }) {
  const shown = type === ALL ? typeKeys : [type];
  return (
    <StoryFrame admin={variant === 'edit'}>
      {shown.map((key) => (
        <TypeVariant key={key} type={key} variant={variant} />
      ))}
    </StoryFrame>
  );
}

const meta = {
  title: 'Generated/Item views',
  component: Gallery,
  args: { type: ALL, variant: 'default' },
  argTypes: {
    type: { control: 'select', options: [ALL, ...typeKeys] },
    variant: { control: false },
  },
} satisfies Meta<typeof Gallery>;

export { meta as default };

type Story = StoryObj<typeof meta>;

export const DefaultViews: Story = { args: { variant: 'default' } };
export const CardViews: Story = { args: { variant: 'card' } };
export const CreateViews: Story = { args: { variant: 'create' } };
export const EditForms: Story = { args: { variant: 'edit' } };
