// Saving a file the console holds (a downloaded report, the action log) under a chosen name.
// Sagas call it through `call`, so tests provide it instead of touching the DOM.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Text the console made itself (the action log). */
export const downloadText = (text: string, fileName: string, type = 'application/json'): void => saveBlob(new Blob([text], { type }), fileName);
