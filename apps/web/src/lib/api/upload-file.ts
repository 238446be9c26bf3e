import type { UploadResponse } from '@mustashar/contracts';
import { STORAGE_KEYS } from '@mustashar/contracts/constants';
import { ApiError, ContractError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { readStorage } from '@/lib/storage';

export interface UploadHandle {
  promise: Promise<UploadResponse>;
  abort: () => void;
}

/**
 * POST /api/uploads (multipart, field `file`) → the stored file. XMLHttpRequest rather than fetch, for upload
 * progress. 413 (too large), 415 (type refused) and 422 (a file that unpacks past the server's bounds) come
 * back as ApiError with the server's message, already in the user's language (Accept-Language).
 */
export function uploadFile(file: File, onProgress?: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResponse>((resolve, reject) => {
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'ar');
    const token = readStorage(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(xhr.responseText || '{}');
        if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
      } catch {
        // Not JSON: the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // The chat that uploads has loaded the contracts already; the import only waits on that.
        void import('@mustashar/contracts').then(({ UploadResponseSchema }) => {
          const parsed = UploadResponseSchema.safeParse(body);
          if (parsed.success) resolve(parsed.data);
          else reject(new ContractError('/api/uploads', xhr.status, parsed.error.issues));
        }, reject);
        return;
      }
      const message =
        typeof body.message === 'string' && body.message
          ? body.message
          : i18n.t('common:errors.http', { status: xhr.status });
      reject(
        new ApiError(xhr.status, typeof body.error === 'string' ? body.error : 'http:error', message, body),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network:error', i18n.t('common:errors.network')));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** Where a stored file is shown from (images are previewed with it). */
export const uploadUrl = (id: string) => `/api/uploads/${encodeURIComponent(id)}`;
