/**
 * What one upload's workbook may hold: zip entries, bytes of one XML part and of all of them once inflated (the
 * parts the spreadsheet reader inflates; pictures and other binaries it skips), and the sheet's rows and columns.
 * Each caller sets its own, far above its real tables and far below what would hurt the process (a lab list:
 * 1,000 rows; the whole catalogue: hundreds of thousands).
 */
export type XlsxLimits = { entries: number; entryBytes: number; totalBytes: number; rows: number; columns: number };

/** The workbook is refused before the reader sees it; the message says which bound it broke (for logs). */
export class UnsafeWorkbookError extends Error {}
