import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import type { QueuedPhoto } from './collectStore';

/** The platform's resumable upload endpoint (server/files/README.md) and the header naming the Attachment made. */
const TUS_ENDPOINT = '/api/tus';
const ATTACHMENT_HEADER = 'x-vgn-attachment';

/**
 * Uploads one queued photo with Uppy's tus client and resolves with the Attachment it became. The
 * upload URL is remembered by the photo's fingerprint (name, type, size, time taken), so a send
 * interrupted mid-way, even by a reload, continues from the bytes the server has.
 */
export async function uploadPhoto(photo: QueuedPhoto, authorization: string): Promise<string> {
  let attachmentId: string | undefined;
  const uppy = new Uppy({ id: `collect-${photo.key}`, autoProceed: false });
  uppy.use(Tus, {
    endpoint: TUS_ENDPOINT,
    headers: { authorization },
    retryDelays: [0, 1000, 3000],
    removeFingerprintOnSuccess: true,
    onAfterResponse: (_request, response) => {
      const named = response.getHeader(ATTACHMENT_HEADER);
      if (named) attachmentId = named;
    },
  });
  try {
    uppy.addFile({ name: photo.name, type: photo.type, data: new File([photo.blob], photo.name, { type: photo.type, lastModified: photo.taken }), source: 'collect' });
    const result = await uppy.upload();
    const failed = result?.failed?.[0];
    if (failed) throw new Error(failed.error ?? 'upload failed');
  } finally {
    uppy.destroy();
  }
  if (attachmentId === undefined) throw new Error('the upload named no attachment');
  return attachmentId;
}
