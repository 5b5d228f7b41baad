/**
 * Reads a file reply as a Blob, but an error reply as the JSON (or text) it carries, so the
 * server's `detail` still reaches the person when a download is refused.
 */
export const readFileResponse = (response: Response): Promise<unknown> => {
  if (response.ok) return response.blob();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return isJson ? response.json() : response.text();
};

/** Hands a downloaded file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL only after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name a `Content-Disposition` header gives, else the fallback. */
export function readFileName(contentDisposition: string | null | undefined, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1]?.trim() || fallback;
}
