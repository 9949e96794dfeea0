import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { FormModel } from '../../../derive/formSchema';
import { StoryFrame } from '../../stories/StoryFrame';
import { EngineForm } from '../EngineForm';
import type { FieldValues } from '../formData';

const MODEL: FormModel = {
  schema: {
    type: 'object',
    properties: {
      date: { type: 'string', format: 'date' },
      start: { type: 'string', format: 'time' },
      moment: { type: 'string', format: 'date-time' },
      founded: { type: 'string', format: 'partial-date' },
    },
  },
  uiSchema: {
    'ui:order': ['date', 'start', 'moment', 'founded'],
    date: { 'ui:widget': 'date', 'ui:options': { label: 'Date', section: 'default', width: 'HALF' } },
    start: { 'ui:widget': 'time', 'ui:options': { label: 'Start', section: 'default', width: 'HALF' } },
    moment: { 'ui:widget': 'date-time', 'ui:options': { label: 'Shown from', section: 'default', width: 'HALF' } },
    founded: { 'ui:widget': 'partial-date', 'ui:options': { label: 'Founded', section: 'default', width: 'HALF' } },
  },
  sections: [{ key: 'default', fields: ['date', 'start', 'moment', 'founded'] }],
};

/**
 * The date and time widgets together, typed as DD-MMM-YYYY and 24-hour HH:mm whatever the
 * browser's locale, with the calendar behind the button. The locale arg switches month names (in
 * the inputs and the calendar); the story catalogue's labels stay English.
 */
function DateInputsDemo({ locale, value }: { locale: 'en' | 'fr'; value: FieldValues }) {
  const { messages } = useIntl();
  const [data, setData] = useState<FieldValues>(value);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => undefined}>
      <StoryFrame>
        <EngineForm model={MODEL} formData={data} onChange={setData} onSubmit={setData} />
        <pre className="vgn-cell-json">{JSON.stringify(data, null, 2)}</pre>
      </StoryFrame>
    </IntlProvider>
  );
}

const meta = {
  title: 'Engine/Widgets/Date inputs',
  component: DateInputsDemo,
  argTypes: { locale: { control: 'inline-radio', options: ['en', 'fr'] } },
} satisfies Meta<typeof DateInputsDemo>;

export { meta as default };

type Story = StoryObj<typeof meta>;

const VALUES: FieldValues = { date: '2026-03-05', start: '14:30', moment: '2026-03-05T14:30:00Z', founded: '1998-07' };

export const English: Story = { args: { locale: 'en', value: VALUES } };
export const French: Story = { args: { locale: 'fr', value: VALUES } };
export const Empty: Story = { args: { locale: 'en', value: {} } };
/** Text that names no date: said under the input on leaving it, refused with the format message on submit. */
export const UnreadableText: Story = { args: { locale: 'en', value: { date: 'next tuesday', start: '2:30 PM' } } };
