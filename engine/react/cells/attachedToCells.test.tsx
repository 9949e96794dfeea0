import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInRegistry } from '../../node/loadBuiltInRegistry';
import type { Registry } from '../../registry/registry';
import { createDeclaredServices } from '../services/declaredServices';
import { EngineProvider } from '../services/EngineContext';
import { exampleItems, STORY_NOW } from '../stories/exampleItems';
import { ItemDefaultView } from '../views/ItemDefaultView';
import type { ItemRecord } from '../views/itemRecord';
import { CellView } from './cellRenderers';

/** The engine's own texts ship with the client (app/messages): the page shows them merged with the plugins'. */
const viewsEn = JSON.parse(readFileSync(new URL('../../../app/messages/views.en.json', import.meta.url), 'utf8')) as Record<string, string>;

let registry: Registry;

beforeAll(async () => {
  const result = await loadBuiltInRegistry();
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  registry = result.registry;
});

const attachment = (extra: Record<string, unknown>): ItemRecord => ({
  $id: 'Attachment-77',
  _t: 'Attachment',
  _i: 77,
  originalName: 'minutes.pdf',
  filetype: 'application/pdf',
  size: 1024,
  trashed: false,
  ...extra,
});

function render(item: ItemRecord, node = <ItemDefaultView item={item} type="Attachment" />): string {
  const services = createDeclaredServices(registry, { items: [...exampleItems(registry), item], now: STORY_NOW });
  return renderToString(
    <IntlProvider locale="en" messages={{ ...viewsEn, ...registry.messages.en }} onError={() => undefined}>
      <EngineProvider services={services}>{node}</EngineProvider>
    </IntlProvider>,
  );
}

/** Visible text of rendered HTML. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('attached-to cell on the Attachment page', () => {
  it("names the owning item by its label, linked, and the field by its translated label", () => {
    const owner = exampleItems(registry).find((item) => item._t === 'Consultation');
    if (!owner) throw new Error('no Consultation example');
    const html = render(attachment({ relType: 'Consultation', relIndex: owner._i, relProp: 'attachments' }));
    const shown = text(html);
    expect(shown).toContain('Attached to');
    expect(shown).toContain(`${String(owner.projectName)} as Documents`);
    expect(html).toContain(`/i-${owner.$id}`);
    // No raw type key, index or field key, and no rows of their own.
    expect(shown).not.toMatch(/Attached to type|Attached to index|Attached as|attachments/);
    // Not in the trash: no "In trash" row.
    expect(shown).not.toContain('In trash');
  });

  it("leaves out a reference field naming the item it is attached to (it would link it twice), but not one naming another", () => {
    const owner = exampleItems(registry).find((item) => item._t === 'Consultation');
    if (!owner) throw new Error('no Consultation example');
    const attached = { relType: 'Consultation', relIndex: owner._i, relProp: 'attachments' };
    const same = render(attachment({ ...attached, consultation: owner.$id }));
    expect(text(same)).toContain('Attached to');
    expect(text(same)).not.toMatch(/ Consultation /);
    expect(same.split(`/i-${owner.$id}`).length - 1).toBe(1);
    // A file listed by one consultation but recording another keeps both links.
    const other = render(attachment({ ...attached, consultation: 'Consultation-999999' }));
    expect(text(other)).toMatch(/ Consultation /);
    // Without an owner link on the page, the field shows as usual.
    expect(text(render(attachment({ consultation: owner.$id })))).toMatch(/ Consultation /);
  });

  it('leaves the rows out for an attachment attached to nothing, and says when it is in the trash', () => {
    const shown = text(render(attachment({ trashed: true })));
    expect(shown).not.toContain('Attached to');
    expect(shown).toContain('In trash');
  });

  it('the type-label cell shows a type key as the translated type name', () => {
    const html = render(attachment({}), <CellView cell="type-label" value="Consultation" />);
    expect(text(html).trim()).toBe(registry.messages.en?.[registry.types.get('Consultation')?.declaration.label ?? ''] ?? 'missing');
  });
});
