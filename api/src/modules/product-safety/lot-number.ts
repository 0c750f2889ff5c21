/** A lot number as stored: spaces removed, upper case (a typed "b90301-1a " finds B90301-1A). */
export const normaliseLot = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** What a lot number can look like; anything else is answered as unknown without a query. */
export const LOT_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** Where a lot's certificate PDF is served (in the request's language unless `lang` is given). */
export const certificatePdfUrl = (lotNumber: string) => `/api/safety/certificate/pdf?lot=${encodeURIComponent(lotNumber)}`;

export const isLotNumber = (normalised: string) => LOT_PATTERN.test(normalised);
