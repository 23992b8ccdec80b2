/** Saves `blob` as a file named `name`, the way a link with `download` does. */
export function downloadFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the file only after the click has returned
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
