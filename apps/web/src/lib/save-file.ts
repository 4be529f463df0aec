/** Hands a downloaded file to the browser to save, under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser reads the blob after click() returns: release it a while later
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
