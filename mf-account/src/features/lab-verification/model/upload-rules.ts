/** What the API takes as a licence or permit scan (docs/regulated-chemicals.md): PDF, JPEG or PNG, at most 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/**
 * 'type' or 'size' for a file the API would refuse, else null. The API decides by the file's bytes; here the browser's
 * MIME type or, when it gives none, the extension is all there is, so a wrong file is caught before a 5 MB upload.
 */
export function fileProblem(file: File): 'type' | 'size' | null {
  const typeOk = file.type ? TYPES.includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  return file.size > MAX_FILE_BYTES ? 'size' : null;
}
