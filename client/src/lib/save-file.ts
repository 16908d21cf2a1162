// Hands bytes to the browser as a download: an object URL on a temporary link. Used by the
// admin's CSV exports, a deck's CSV export and the result image where no share sheet exists.
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** CSV text as a download, with the BOM spreadsheets read UTF-8 by (fetch's decoding drops
 *  the server's). */
export function saveCsv(text: string, filename: string) {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  saveBlob(new Blob([body], { type: 'text/csv;charset=utf-8' }), filename);
}
