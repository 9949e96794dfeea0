import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidationContext } from '../../validation/context';
import { formAjvOptions } from '../../validation/createFormAjv';
import type { Translate } from '../i18n/translate';
import { localizeAjvErrors } from './errorTranslation';

export type FormData = Record<string, unknown>;

/**
 * The rjsf validator of generated forms: the platform's ajv setup (same formats, keywords and
 * options as the server, engine/validation/createFormAjv) with every error translated through the
 * platform's message ids. The context (administrator?, list keys) is read at each validation.
 */
export function createFormValidator(translate: Translate, getContext: () => ValidationContext): ValidatorType<FormData, RJSFSchema> {
  const options = formAjvOptions(getContext);
  return customizeValidator<FormData, RJSFSchema>(
    {
      customFormats: options.customFormats,
      ajvOptionsOverrides: options.ajvOptionsOverrides,
      ajvFormatOptions: options.ajvFormatOptions,
      AjvClass: options.AjvClass,
    },
    (errors) => localizeAjvErrors(errors, translate),
  );
}
