import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { cleanFileName } from './file-type';

/** Per-file size limit (bytes): enough for a phone photo or a short PDF. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 5;

export type ReceivedFile = { field: string; fileName: string; content: Buffer; tooLarge: boolean };
export type ReceivedForm = { values: Record<string, unknown>; files: ReceivedFile[] };

/**
 * Lets the routes of `app` (an encapsulated plugin) read multipart bodies. Limits are set here so an
 * oversized request is cut off while streaming: a file over the size limit is kept as "too large" (so the
 * answer can name its field) without its bytes; more parts, fields or files than these are a 413. Text
 * fields hold at most 60 × 10 kB, files at most MAX_FILES × MAX_FILE_BYTES.
 */
export async function acceptMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES + 1, fields: 60, fieldSize: 10_000, parts: 70 },
  });
}

/** A repeated text field (a multi-select) becomes a list; a single one stays a string. */
function addValue(values: Record<string, unknown>, name: string, value: string) {
  const known = values[name];
  if (known === undefined) values[name] = value;
  else values[name] = Array.isArray(known) ? [...known, value] : [known, value];
}

/** Reads a file part, keeping its bytes only when `keep` (a part over the limits is read through and dropped). */
async function readFile(part: MultipartFile, keep: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) if (keep) chunks.push(chunk);
  // A truncated file is refused by its size, so its first 5 MB are not worth keeping either.
  return keep && !part.file.truncated ? Buffer.concat(chunks) : Buffer.alloc(0);
}

/**
 * The fields and files of a multipart body, or a JSON body's fields (no files) for clients that send JSON.
 * At most MAX_FILES files are held in memory; one more is counted (so the answer can say "at most 5")
 * without its bytes, and busboy's `files` limit refuses a request with more than that (413).
 */
export async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { values: body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const values: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await readFile(part, files.length < MAX_FILES);
      // An empty file input sends a part with no name and no bytes: that is "no file".
      if (content.length === 0 && !part.filename && !part.file.truncated) continue;
      files.push({ field: part.fieldname, fileName: cleanFileName(part.filename), content, tooLarge: part.file.truncated });
    } else {
      addValue(values, part.fieldname, String(part.value));
    }
  }
  return { values, files };
}
