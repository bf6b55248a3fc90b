import type { DownloadedFile } from '@rollcall/api-client';

/** Hands a downloaded file to the browser to save, under the name the server gave it. */
export function saveFile({ blob, filename }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over by the next task; until then the address must stay valid.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
