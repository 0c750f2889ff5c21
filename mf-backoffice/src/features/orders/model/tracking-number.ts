/** The server's rule for a tracking number (api backoffice-orders/schemas.ts): 4–64 letters, digits and dashes. */
export const isTrackingNumber = (value: string): boolean => /^[A-Za-z0-9-]{4,64}$/.test(value.trim());
