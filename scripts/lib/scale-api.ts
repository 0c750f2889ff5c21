/**
 * What bench:scale uses of the API, loaded with one `tsImport` (so one copy of each module: the response cache's
 * generation that `applyPeerInvalidation` bumps is the same one the app's caches read).
 */
export { buildApp } from '../../api/src/app';
export { loadConfig } from '../../api/src/config';
export { applyPeerInvalidation } from '../../api/src/lib/response-cache';
export { checkImport } from '../../api/src/modules/backoffice-import/check-import';
export { applyImport } from '../../api/src/modules/backoffice-import/apply-import';
export { createCatalogueReader } from '../../api/src/modules/backoffice-import/catalogue-reader';
export { commandLineActor } from '../../api/src/modules/staff/audit';
export { csvCell } from '../../api/src/lib/csv-cell';
export { toCells, catalogueColumns } from '../../api/src/modules/backoffice-import/columns';
export { createBackup } from '../../api/src/ops/backup/create-backup';
export { restoreBackup } from '../../api/src/ops/backup/restore-backup';
