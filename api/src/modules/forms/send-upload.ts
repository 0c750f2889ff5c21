import type { FastifyReply } from 'fastify';
import { isDetectedType, nameForType } from './file-type';

type StoredFile = { fileName: string; mimeType: string; content: Buffer };

/**
 * An uploaded file as an attachment-safe download: never sniffed as HTML. Used for the uploader's own files
 * (/api/uploads/:id) and staff's reads (/api/backoffice/support/file): someone's own file, never stored by a cache.
 */
export function sendUpload(reply: FastifyReply, file: StoredFile) {
  return reply
    .type(file.mimeType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    // A PDF opened inline runs in the site's origin otherwise: no scripts, no requests, no same-origin access.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    // Rows stored before names followed the bytes' type get the matching extension here.
    .header('content-disposition', `inline; filename="${encodeURIComponent(isDetectedType(file.mimeType) ? nameForType(file.fileName, file.mimeType) : file.fileName)}"`)
    .send(file.content);
}
