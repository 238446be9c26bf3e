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

/**
 * The files the composer keeps: others are silently dropped, and no more than a message may carry
 * (`already` counts the files picked earlier for the same message).
 */
export function keepAllowedFiles<F extends { name: string; type: string }>(
  files: Iterable<F>,
  already = 0,
): F[] {
  const room = Math.max(0, CHAT_LIMITS.attachments - already);
  return Array.from(files).filter(isAllowedAttachment).slice(0, room);
}

export function isImage(mime: string): boolean {
  return mime === 'image/png' || mime === 'image/jpeg';
}
