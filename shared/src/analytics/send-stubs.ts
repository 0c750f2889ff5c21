import { vi } from 'vitest';

/**
 * Test helper (no test itself): stubs for the three send paths of transport.ts, recording what went out.
 * jsdom has no sendBeacon and its Blob has no text(), hence FileReader.
 */
export function stubBeacon(result: boolean) {
  const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => result);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return sendBeacon;
}

export function removeBeacon(): void {
  Reflect.deleteProperty(navigator, 'sendBeacon');
}

export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The events sent by beacon, parsed. */
export async function beaconEvents(sendBeacon: ReturnType<typeof stubBeacon>): Promise<Array<{ event: string; properties: Record<string, unknown> } & Record<string, unknown>>> {
  return Promise.all(sendBeacon.mock.calls.map(async ([, data]) => JSON.parse(await readBlob(data as Blob))));
}

export function stubImage() {
  const sources: string[] = [];
  vi.stubGlobal('Image', class { set src(value: string) { sources.push(value); } });
  return sources;
}

export function decodeBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
