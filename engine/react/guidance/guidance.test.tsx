import type { FieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FieldTemplate } from '../theme/templates/FieldTemplate';
import { Guidance } from './Guidance';
import { GuidanceProvider } from './GuidanceContext';

const MESSAGES = { 'f.label': 'Legal name', 'f.help': 'The name on the registration papers.' };

function render(node: ReactNode, shown?: boolean): string {
  const body = shown === undefined ? node : <GuidanceProvider shown={shown}>{node}</GuidanceProvider>;
  return renderToString(
    <IntlProvider locale="en" messages={MESSAGES}>
      {body}
    </IntlProvider>,
  );
}

/** A field row as rjsf hands it to the theme (only what the template reads). */
function field(rawErrors: string[]): ReactNode {
  const props = {
    id: 'root_legalName',
    label: 'legalName',
    children: <input id="root_legalName" />,
    rawErrors,
    hidden: false,
    required: false,
    displayLabel: true,
    uiSchema: { 'ui:options': { label: 'f.label', help: 'f.help' } },
    fieldPathId: { $id: 'root_legalName', path: ['legalName'] },
    registry: { formContext: {} },
  } as unknown as FieldTemplateProps;
  return <FieldTemplate {...props} />;
}

describe('guidance', () => {
  it('shows form help unless the user hides guidance', () => {
    expect(render(field([]))).toContain(MESSAGES['f.help']);
    expect(render(field([]), true)).toContain(MESSAGES['f.help']);
    const hidden = render(field([]), false);
    expect(hidden).not.toContain(MESSAGES['f.help']);
    expect(hidden).toContain(MESSAGES['f.label']);
  });

  it('keeps error messages while guidance is hidden', () => {
    const html = render(field(['must not be empty']), false);
    expect(html).toContain('must not be empty');
    expect(html).toContain('role="alert"');
  });

  it('renders guidance panels only while guidance shows', () => {
    expect(render(<Guidance>Choose a page on the left.</Guidance>, true)).toContain('vgn-guidance');
    expect(render(<Guidance>Choose a page on the left.</Guidance>, false)).toBe('');
  });
});
