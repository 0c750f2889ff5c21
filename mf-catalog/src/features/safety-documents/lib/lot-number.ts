/** A lot number as the API stores it: no spaces, upper case (the server normalises the same way). */
export const normaliseLot = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The lot of the page's query (`?lot=`), at most 40 characters as the API accepts. */
export const lotOf = (search: URLSearchParams) => normaliseLot(search.get('lot') ?? '').slice(0, 40);
