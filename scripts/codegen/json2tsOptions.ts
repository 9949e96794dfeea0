import type { Options } from 'json-schema-to-typescript';

/** One json2ts setup for every generated item module, so output only changes when declarations do. */
export const JSON2TS_OPTIONS: Partial<Options> = {
  bannerComment: '',
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  strictIndexSignatures: true,
  declareExternallyReferenced: true,
  format: true,
};
