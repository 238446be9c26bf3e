import type { MessageAttachment } from '@mustashar/contracts';

/** A message's `images` as the client reads them: its image attachments, served by the uploads module. */
export function imagesOf(attachments: readonly MessageAttachment[]) {
  return attachments
    .filter((a) => a.mime.startsWith('image/'))
    .map((a) => ({ url: `/api/uploads/${a.uploadId}`, fileName: a.fileName, size: a.size }));
}
