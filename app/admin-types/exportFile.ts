import { ApiError } from '../net/apiContract';
import { requestHeaders } from '../net/timedFetch';

/** The server's download of every active definition (server/typedefs/exportRoute). */
export const EXPORT_PATH = '/api/type-defs/export';
export const EXPORT_FILE_NAME = 'type-definitions.json';

/**
 * Downloads the export file: fetched with the bearer token (a plain link would carry none), then
 * handed to the browser as a file through an object URL.
 */
export async function downloadExport(token: string | null): Promise<void> {
  const response = await fetch(EXPORT_PATH, { headers: requestHeaders(token) });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    throw new ApiError(typeof record.userMessage === 'string' ? record.userMessage : 'generalFailure', typeof record.sysMessage === 'string' ? record.sysMessage : `GET ${EXPORT_PATH} answered ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Reads a chosen file as JSON; a file that is not JSON is refused with the parser's reason. */
export async function readJsonFile(file: Blob): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('typeDefImportNotJson', error instanceof Error ? error.message : String(error));
  }
}
