/** A lot number as the API stores it: no spaces, upper case (the server normalises the same way). */
export const normaliseLot = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The lot of the page's query (`?lot=`), at most 40 characters as the API accepts. */
export const lotOf = (search: URLSearchParams) => normaliseLot(search.get('lot') ?? '').slice(0, 40);

/** Could a search keyword be a lot number? (Letters, digits and hyphens with at least one digit.) Only then is it looked up. */
export const mayBeLot = (normalised: string) => /^(?=.*\d)[A-Z0-9][A-Z0-9-]{4,31}$/.test(normalised);
