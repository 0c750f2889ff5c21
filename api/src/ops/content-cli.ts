/**
 * Staff publish and update study-zone content without a deploy (docs/content-api.md "Content operations"):
 *   npm run content -- import <folder>   imports every Markdown file below <folder> (front matter + bodies)
 *                                        and the files they attach; known slugs are updated, new ones created
 * Runs against the database exactly as the server opens it (DATABASE_URL, else PGlite in DATA_DIR). Every
 * import bumps the content revision; each running API process sees it within seconds and drops its cached
 * answers and server-rendered pages (modules/content/revision-watch.ts).
 */
import path from 'node:path';
import { importContentFolder } from '../modules/content/import-content';
import { ContentFileError } from '../modules/content/parse-content-file';
import { runStaffCommand, withDatabase } from './staff-command';

const USAGE = 'usage: npm run content -- import <folder>';

async function main(argv: string[]): Promise<number> {
  const [command, folder, ...rest] = argv;
  if (command !== 'import' || !folder || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const summary = await withDatabase((db) => importContentFolder(db, path.resolve(folder)));
  console.log(`created ${summary.created.length}: ${summary.created.join(', ') || '-'}`);
  console.log(`updated ${summary.updated.length}: ${summary.updated.join(', ') || '-'}`);
  console.log(`${summary.files} attached files; content revision ${summary.revision} (running servers refresh within seconds)`);
  return 0;
}

await runStaffCommand(main, [ContentFileError], 'The import failed:');
