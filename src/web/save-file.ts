// Saves a file the page holds (the data export, an operator's recovery codes) through a download
// link. The link is in the document while it is clicked, and its address lives on for a minute:
// a browser that starts the download after the click still finds the file.
const KEEP_URL_MS = 60_000;

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
