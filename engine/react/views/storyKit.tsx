import { Callout, H4 } from '@blueprintjs/core';
import type { StoryObj } from '@storybook/react-vite';
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
 * Rendering shared by the stories scripts/codegen generates into generated/stories/ (one per item
 * type and view) and the edit-form gallery: keeps each generated story a single line.
 */

/** Views a type story shows; the generated files use default, card and create. */
export type StoryView = 'default' | 'card' | 'create' | 'edit';

let cachedItems: ItemRecord[] | undefined;

/** Every declared example as a stored item, built once per Storybook page. */
function storyItems(): ItemRecord[] {
  cachedItems ??= exampleItems(storyRegistry());
  return cachedItems;
}

/** A form holding its own data; submitting shows what would be saved. */
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

/** One view of one item type: an empty create form, or the view for each declared example. */
export function TypeView({ type, view }: { type: string; view: StoryView }) {
  const t = useTranslate();
  const declared = storyRegistry().types.get(type);
  const examples = examplesOf(storyItems(), type);
  const title = `${t(declared?.declaration.label ?? type)} (${type})`;
  let body;
  if (!declared) body = <Callout intent="danger">No item type {type} is declared; run npm run codegen.</Callout>;
  else if (view === 'create') body = <FormWithState type={type} context="create" initial={{}} />;
  else if (examples.length === 0) body = <Callout intent="warning">No examples declared for {type}.</Callout>;
  else
    body = examples.map((item) => (
      <div key={String(item.$id)} className="vgn-story-example">
        {view === 'default' ? <ItemDefaultView item={item} type={type} /> : null}
        {view === 'card' ? <ItemCardView item={item} type={type} /> : null}
        {view === 'edit' ? <FormWithState type={type} context="edit" initial={item} /> : null}
      </div>
    ));
  return (
    <section style={{ marginBottom: 32 }}>
      <H4>{title}</H4>
      {body}
    </section>
  );
}

/** Several types in one view, inside the engine services the views need (edit forms as administrator). */
export function TypeGallery({ types, view }: { types: readonly string[]; view: StoryView }) {
  return (
    <StoryFrame admin={view === 'edit'}>
      {types.map((key) => (
        <TypeView key={key} type={key} view={view} />
      ))}
    </StoryFrame>
  );
}

/** Keys of every declared item type, sorted. */
export function storyTypeKeys(): string[] {
  return [...storyRegistry().types.keys()].sort();
}

/** The story of one type's view, as the generated CSF files export it. */
export function typeStory(type: string, view: StoryView): StoryObj {
  return { render: () => <TypeGallery types={[type]} view={view} /> };
}
