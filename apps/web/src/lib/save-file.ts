import type { ApiFile } from './api-client';

/** Saves a file through a temporary link (the browser's own download). */
export function saveFile({ blob, filename }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
