import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@mustashar/contracts';
import { fileTypeFromBuffer } from 'file-type';

export type ImageCheck = { ok: true; dataUrl: string } | { ok: false; reason: 'invalid' | 'too_large' };

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * Accepts a base64 image data URL only when its bytes really are a PNG, JPEG, WebP or GIF (by magic bytes, not
 * by the declared type) and at most 1 MB. It is stored re-labelled with the detected type.
 */
export async function checkImageDataUrl(value: string): Promise<ImageCheck> {
  const match = DATA_URL.exec(value.trim());
  if (!match?.[2]) return { ok: false, reason: 'invalid' };
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0) return { ok: false, reason: 'invalid' };
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, reason: 'too_large' };
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(AVATAR_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, dataUrl: `data:${detected.mime};base64,${bytes.toString('base64')}` };
}
