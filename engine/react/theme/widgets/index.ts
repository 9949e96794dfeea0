import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetName } from '../../../catalog/widgets';
import { CheckboxWidget, SwitchWidget } from './booleanWidgets';
import { RadioWidget, SelectWidget } from './choiceWidgets';
import { ColorWidget } from './ColorWidget';
import { AvatarWidget } from './AvatarWidget';
import { FilesWidget } from './FilesWidget';
import { ItemRefsWidget, ItemRefWidget } from './itemRefWidgets';
import { GeoJsonWidget } from './GeoJsonWidget';
import { JsonWidget } from './JsonWidget';
import { LovMultiWidget, LovSelectWidget } from './lovWidgets';
import { NumberWidget } from './NumberWidget';
import { RichTextWidget } from './RichTextWidget';
import { TagsWidget } from './TagsWidget';
import { DateTimeWidget, DateWidget, PartialDateWidget, TimeWidget } from './temporalWidgets';
import { EmailWidget, HiddenWidget, PhoneWidget, TextareaWidget, TextWidget, UrlWidget } from './textWidgets';

/** The widget of every name in engine/catalog/widgets.ts (the conformance suite checks both ways). */
export const WIDGET_COMPONENTS: Readonly<Record<WidgetName, RegistryWidgetsType[string]>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  richtext: RichTextWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  url: UrlWidget,
  number: NumberWidget,
  checkbox: CheckboxWidget,
  switch: SwitchWidget,
  date: DateWidget,
  'partial-date': PartialDateWidget,
  'date-time': DateTimeWidget,
  time: TimeWidget,
  select: SelectWidget,
  radio: RadioWidget,
  'lov-select': LovSelectWidget,
  'lov-multi': LovMultiWidget,
  'item-ref': ItemRefWidget,
  'item-refs': ItemRefsWidget,
  color: ColorWidget,
  tags: TagsWidget,
  json: JsonWidget,
  geojson: GeoJsonWidget,
  files: FilesWidget,
  avatar: AvatarWidget,
  hidden: HiddenWidget,
};
