/**
 * Money is integer fen in the database and in all arithmetic (DESIGN §5); only the API's answer turns it
 * into yuan with two decimals. Never compute with the returned yuan.
 */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;

/** A yuan amount from a request (at most two decimals, already validated) in whole fen. */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
