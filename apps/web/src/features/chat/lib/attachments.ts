import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MIME_TYPES, CHAT_LIMITS } from '@mustashar/contracts';

const EXTENSIONS = new Set<string>(ATTACHMENT_EXTENSIONS);
const MIME_TYPES = new Set<string>(ATTACHMENT_MIME_TYPES);

/** The file picker's `accept`: every kept extension and MIME type. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_EXTENSIONS.map((e) => `.${e}`),
  ...ATTACHMENT_MIME_TYPES,
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Kept when its MIME type or its extension is one of the listed ones. */
export function isAllowedAttachment(file: { name: string; type: string }): boolean {
  return MIME_TYPES.has(file.type.toLowerCase()) || EXTENSIONS.has(extensionOf(file.name));
}

/** What the composer does with picked files: the ones it keeps, and the ones it leaves out and why. */
export type PickedFiles<F> = { kept: F[]; unsupported: F[]; overLimit: F[] };

/**
 * Sorts picked files: of the allowed types, no more than a message may carry (`already` counts the files picked
 * earlier for the same message); the rest are left out with their reason, for the composer to say.
 */
export function sortPickedFiles<F extends { name: string; type: string }>(
  files: Iterable<F>,
  already = 0,
): PickedFiles<F> {
  const room = Math.max(0, CHAT_LIMITS.attachments - already);
  const all = Array.from(files);
  const allowed = all.filter(isAllowedAttachment);
  return {
    kept: allowed.slice(0, room),
    unsupported: all.filter((file) => !isAllowedAttachment(file)),
    overLimit: allowed.slice(room),
  };
}

export function isImage(mime: string): boolean {
  return mime === 'image/png' || mime === 'image/jpeg';
}
