import type { ThemeProps } from '@rjsf/core';
import { ArrayFieldItemButtonsTemplate, ArrayFieldItemTemplate, ArrayFieldTemplate, AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './templates/ArrayTemplates';
import { BaseInputTemplate } from './templates/BaseInputTemplate';
import { FieldTemplate } from './templates/FieldTemplate';
import { DescriptionFieldTemplate, ErrorListTemplate, FieldErrorTemplate, FieldHelpTemplate, SubmitButton, TitleFieldTemplate } from './templates/FormChrome';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { WIDGET_FIELD, WidgetField } from './WidgetField';
import { WIDGET_COMPONENTS } from './widgets';

/** The @rjsf/core theme of generated forms: Blueprint 6 templates and every catalogued widget. */
export const blueprintTheme: ThemeProps = {
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldItemButtonsTemplate,
    BaseInputTemplate,
    ErrorListTemplate,
    TitleFieldTemplate,
    DescriptionFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    ButtonTemplates: { SubmitButton, AddButton, CopyButton, MoveUpButton, MoveDownButton, RemoveButton, ClearButton },
  },
  widgets: { ...WIDGET_COMPONENTS },
  fields: { [WIDGET_FIELD]: WidgetField },
};
