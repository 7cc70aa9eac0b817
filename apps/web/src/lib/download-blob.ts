/** Hands `blob` to the browser as a file download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
