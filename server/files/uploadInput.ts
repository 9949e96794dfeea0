import type { Attachment } from '../../generated/types/core';
import { formatItemId, isValidTypeName, parseIdNumber } from '../../engine/ids';
import { OperationError } from '../protocol/contract';

/** Header carrying the uploaded file's name, URI-encoded (app/data/uploads.ts). */
export const FILE_NAME_HEADER = 'x-vgn-file-name';

const MAX_NAME_LENGTH = 255;
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** Same form as the Attachment's filetype and the File's contentType fields. */
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9.+_-]+$/;
// Separators, control characters and names that mean a directory are refused: a name is shown and
// offered as a download name only, but it must never be able to name a path.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[/\\\u0000-\u001f\u007f]/;

function invalidFileName(sysMessage: string): OperationError {
  return new OperationError('invalidFileName', sysMessage, 400);
}

/** The original file name from the header: decoded, at most 255 characters, no path in it. */
export function parseFileName(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || header === '') throw invalidFileName(`the ${FILE_NAME_HEADER} header is missing`);
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw invalidFileName('the file name is not URI-encoded');
  }
  if (name.trim() === '' || name === '.' || name === '..') throw invalidFileName('the file name is empty or a directory');
  if (FORBIDDEN_IN_NAME.test(name)) throw invalidFileName('the file name contains a path separator or a control character');
  if ([...name].length > MAX_NAME_LENGTH) throw invalidFileName(`the file name is longer than ${MAX_NAME_LENGTH} characters`);
  return name;
}

/** The media type of the upload without parameters, lowercase; octet-stream when absent or malformed. */
export function parseContentType(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_TYPE.test(type) ? type : DEFAULT_CONTENT_TYPE;
}

/** Where an attachment belongs: the item (relType-relIndex) and the field of it that lists it. */
export type AttachmentRelation = Pick<Attachment, 'relType' | 'relIndex' | 'relProp'>;

function queryText(query: unknown, name: string): string | undefined {
  const value: unknown = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new OperationError('badRequest', `${name} must be given once`, 400);
  return value;
}

/** relType, relIndex and relProp from the query string (the Attachment's schema checks their form too). */
export function parseRelation(query: unknown): AttachmentRelation {
  const relation: AttachmentRelation = {};
  const relType = queryText(query, 'relType');
  const relIndex = queryText(query, 'relIndex');
  const relProp = queryText(query, 'relProp');
  if (relType !== undefined) {
    if (!isValidTypeName(relType)) throw new OperationError('badRequest', `relType is not a type name: ${JSON.stringify(relType)}`, 400);
    relation.relType = relType;
  }
  if (relIndex !== undefined) {
    const index = parseIdNumber(relIndex);
    if (index === undefined) throw new OperationError('badRequest', `relIndex is not an index: ${JSON.stringify(relIndex)}`, 400);
    relation.relIndex = index;
  }
  if (relProp !== undefined) relation.relProp = relProp;
  return relation;
}

/** The related item's id when both its type and index are given. */
export function relatedIdOf(relation: AttachmentRelation): string | undefined {
  return relation.relType !== undefined && relation.relIndex !== undefined ? formatItemId(relation.relType, relation.relIndex) : undefined;
}
