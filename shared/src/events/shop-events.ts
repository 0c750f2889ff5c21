/**
 * DOM events by which areas talk without importing each other (DESIGN §2), named `<remote>:<event>`.
 * The detail types are the contract.
 */
export interface ShopEvents {
  'cart:updated': { count: number };
  'auth:login-required': { returnPath?: string };
  'shell:language-changed': { code: string };
}

export function emitShopEvent<K extends keyof ShopEvents>(name: K, detail: ShopEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onShopEvent<K extends keyof ShopEvents>(name: K, handler: (detail: ShopEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
