import { describe, expect, it } from 'vitest';
import { fileBytes, movableBytes, sizeHintOf } from './file-bytes';

async function* chunksOf(...chunks: string[]) {
  for (const chunk of chunks) yield Buffer.from(chunk);
}

describe('an uploaded file collected as it arrives', () => {
  it('holds every chunk in order, with the right hint or none (growing as it comes)', async () => {
    const parts = Array.from({ length: 300 }, (_, i) => `${i}:${'x'.repeat(i * 7)};`);
    const whole = parts.join('');
    expect((await fileBytes(chunksOf(...parts), whole.length + 200)).toString()).toBe(whole);
    expect((await fileBytes(chunksOf(...parts), 0)).toString()).toBe(whole);
    expect((await fileBytes(chunksOf(), 0)).length).toBe(0);
  });

  it('owns its memory from offset 0, so a thread can take it over without a copy', async () => {
    const bytes = await fileBytes(chunksOf('a,b\r\n', '1,2\r\n'), 10);
    const view = movableBytes(bytes);
    expect(view.buffer).toBe(bytes.buffer);
    expect(Buffer.from(view).toString()).toBe('a,b\r\n1,2\r\n');
    // A small Buffer of Node's shared pool is copied instead: moving that memory would take its neighbours.
    const pooled = Buffer.from('a,b');
    expect(movableBytes(pooled).buffer).not.toBe(pooled.buffer);
  });

  it('takes the request size as the hint, within the limit', () => {
    expect(sizeHintOf('1000', 500)).toBe(500);
    expect(sizeHintOf('300', 500)).toBe(300);
    expect(sizeHintOf(undefined, 500)).toBe(0);
    expect(sizeHintOf('junk', 500)).toBe(0);
  });
});
