import type { FieldTemplateProps } from '@rjsf/utils';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FieldTemplate } from './templates/FieldTemplate';

/** A field row as rjsf hands it to the theme (only what the template reads), at `path` in the form data. */
function row(path: (string | number)[], editedPaths: ReadonlySet<string> | undefined, widget?: string): string {
  const id = ['root', ...path].join('_');
  const props = {
    id,
    label: String(path[path.length - 1] ?? ''),
    children: <input id={id} />,
    rawErrors: [],
    hidden: false,
    required: false,
    displayLabel: true,
    uiSchema: widget ? { 'ui:widget': widget } : {},
    fieldPathId: { $id: id, path },
    registry: { formContext: editedPaths ? { editedPaths } : {} },
  } as unknown as FieldTemplateProps;
  return renderToString(
    <IntlProvider locale="en" messages={en}>
      <FieldTemplate {...props} />
    </IntlProvider>,
  );
}

const MARK = 'Edited, not saved';
const en = { 'views.form.edited': MARK };

describe('the edited mark of generated forms', () => {
  it('marks the fields whose edit path is unsaved, and only those', () => {
    const edited = new Set(['species', 'site/name']);
    expect(row(['species'], edited)).toContain(MARK);
    expect(row(['species'], edited)).toContain('data-vgn-edited="true"');
    expect(row(['count'], edited)).not.toContain(MARK);
    // Nested answers match by their whole path, not by their own name.
    expect(row(['site', 'name'], edited)).toContain(MARK);
    expect(row(['name'], edited)).not.toContain(MARK);
  });

  it('marks nothing without edits, nor the root object', () => {
    expect(row(['species'], undefined)).not.toContain(MARK);
    expect(row([], new Set(['']))).not.toContain(MARK);
  });

  it('shows the mark for a control that shows its own label (a checkbox)', () => {
    expect(row(['seen'], new Set(['seen']), 'checkbox')).toContain(MARK);
  });
});
