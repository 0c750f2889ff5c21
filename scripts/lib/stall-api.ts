/**
 * What bench:stall uses of the API in its own process, loaded with one `tsImport` (see scale-api.ts): an app on the
 * bench server's database for staff and shopper sessions and the seeded catalogue, and the files it uploads.
 */
export { buildApp } from '../../api/src/app';
export { loadConfig } from '../../api/src/config';
export { createCatalogueReader } from '../../api/src/modules/backoffice-import/catalogue-reader';
export { csvCell } from '../../api/src/lib/csv-cell';
export { toCells, catalogueColumns } from '../../api/src/modules/backoffice-import/columns';
export { staffSession, shopperSession } from '../../api/src/test/staff-session';
