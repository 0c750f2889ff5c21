import { ConsoleLayout } from '../components/console-layout';
import { ExportPanel } from '../features/catalogue-import/components/export-panel';
import { ImportPanel } from '../features/catalogue-import/components/import-panel';

/** The whole catalogue out to CSV/XLSX and back in, checked first (/{lang}/backoffice/import; catalogue). */
export default function CatalogueImport() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.import">
      <ExportPanel />
      <ImportPanel />
    </ConsoleLayout>
  );
}
