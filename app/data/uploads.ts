import type { UploadedFile } from '../../engine/react/services/engineServices';
import { config } from '../net/config';
import { session } from '../session/sessionStore';

/** Where files are uploaded to become Attachment items (see the report: the server route is pending). */
export const ATTACHMENT_UPLOAD_PATH = '/api/attachment';

/** The created Attachment in the upload's answer: the item itself or { item }. */
export function uploadedAttachment(body: unknown, fileName: string): UploadedFile | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const item = typeof record.item === 'object' && record.item !== null ? (record.item as Record<string, unknown>) : record;
  if (typeof item.$id !== 'string') return undefined;
  return { id: item.$id, label: typeof item.originalName === 'string' ? item.originalName : fileName };
}

/**
 * Uploads one file (the raw bytes, its name in X-Vgn-File-Name) with the bearer token, reporting
 * progress; resolves with the Attachment the server created. Rejections carry message ids.
 */
export function uploadAttachment(file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ATTACHMENT_UPLOAD_PATH);
    request.timeout = config.httpTimeout;
    if (session.token) request.setRequestHeader('Authorization', `Bearer ${session.token}`);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('X-Vgn-File-Name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      const uploaded = request.status >= 200 && request.status < 300 ? uploadedAttachment(body, file.name) : undefined;
      if (uploaded) resolve(uploaded);
      else {
        const userMessage = typeof body === 'object' && body !== null && 'userMessage' in body && typeof body.userMessage === 'string' ? body.userMessage : 'uploadFailed';
        reject(new Error(`errors.${userMessage}`));
      }
    };
    request.onerror = () => reject(new Error('errors.networkError'));
    request.ontimeout = () => reject(new Error('errors.wsMsgTimeout'));
    request.send(file);
  });
}

/** Address of an attachment's content (platform spec §7: GET /attachment/{id}[/{name}]). */
export function attachmentHref(attachmentId: string): string {
  return `/attachment/${encodeURIComponent(attachmentId)}`;
}
