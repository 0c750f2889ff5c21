/**
 * An uploaded file's bytes, copied chunk by chunk into memory of their own as they arrive. Collecting the chunks and
 * joining them at the end (Buffer.concat) copies the whole file in one go on the event loop: 80 ms for a 54 MB
 * catalogue, during which no shopper is answered. `sizeHint` (the request's Content-Length, which bounds the file)
 * sizes the memory once; untouched pages of it cost nothing. The result owns its ArrayBuffer from offset 0, so it
 * can be moved to a heavy-work thread without a copy (`movableBytes`).
 */
export async function fileBytes(file: AsyncIterable<Buffer>, sizeHint: number): Promise<Buffer> {
  let memory = Buffer.allocUnsafeSlow(Math.max(sizeHint, 64 * 1024));
  let size = 0;
  for await (const chunk of file) {
    if (size + chunk.length > memory.length) {
      // Only without a right hint (a chunked upload): grow by doubling, so each byte is copied a few times at most.
      const larger = Buffer.allocUnsafeSlow(Math.max(memory.length * 2, size + chunk.length));
      memory.copy(larger, 0, 0, size);
      memory = larger;
    }
    chunk.copy(memory, size);
    size += chunk.length;
  }
  return memory.subarray(0, size);
}

/** The request's declared body size (an upper bound of any file in it), capped at `limit`; 0 when it did not say. */
export const sizeHintOf = (contentLength: string | undefined, limit: number) => Math.min(Number(contentLength) || 0, limit);

/** Bytes that crossed a thread boundary (a plain Uint8Array) as the Buffer the rest of the code uses: the same memory. */
export const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * `bytes` as a view a heavy-work thread may take over: the same memory when it has its own (fileBytes), a copy when it
 * is cut from Node's shared pool (moving that would take its neighbours). Pass `.buffer` in the run's `transfer`.
 */
export const movableBytes = (bytes: Buffer): Uint8Array =>
  bytes.byteOffset === 0 && bytes.buffer.byteLength > Buffer.poolSize ? new Uint8Array(bytes.buffer, 0, bytes.byteLength) : new Uint8Array(bytes);
