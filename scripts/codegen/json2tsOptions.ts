import type { Options } from 'json-schema-to-typescript';

/** One json2ts setup for every generated item and wire module, so output only changes when schemas do. */
export const JSON2TS_OPTIONS: Partial<Options> = {
  bannerComment: '',
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  // Off: the project compiles with noUncheckedIndexedAccess, which already reads index members as
  // T | undefined; `| undefined` in the signature itself would make a generated record of booleans
  // unassignable to Record<string, boolean>.
  strictIndexSignatures: false,
  declareExternallyReferenced: true,
  format: true,
};
