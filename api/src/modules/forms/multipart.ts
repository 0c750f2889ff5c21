import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { cleanFileName } from './file-type';

/** Per-file size limit (bytes): enough for a phone photo or a short PDF. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 5;

export type ReceivedFile = { field: string; fileName: string; content: Buffer; tooLarge: boolean };
export type ReceivedForm = { values: Record<string, unknown>; files: ReceivedFile[] };

/**
 * Lets the routes of `app` (an encapsulated plugin) read multipart bodies. Limits are set here so an
 * oversized request is cut off while streaming; a file over the size limit is kept as "too large" (so the
 * answer can name its field) and its bytes are dropped.
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

/** The fields and files of a multipart body, or a JSON body's fields (no files) for clients that send JSON. */
export async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { values: body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const values: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      // An empty file input sends a part with no name and no bytes: that is "no file".
      if (content.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, fileName: cleanFileName(part.filename), content, tooLarge: part.file.truncated });
    } else {
      addValue(values, part.fieldname, String(part.value));
    }
  }
  return { values, files };
}
