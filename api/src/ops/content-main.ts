/**
 * Staff publish and update study-zone content without a deploy (docs/content-api.md "Content operations"):
 *   npm run content -- import <folder>   imports every Markdown file below <folder> (front matter + bodies)
 *                                        and the files they attach; known slugs are updated, new ones created
 * Run directly or through the running shop (cli/run-command-line.ts); the folder is the caller's path. Every
 * import bumps the content revision; each running API process sees it within seconds and drops its cached
 * answers and server-rendered pages (modules/content/revision-watch.ts).
 */
import path from 'node:path';
import { importContentFolder } from '../modules/content/import-content';
import { ContentFileError } from '../modules/content/parse-content-file';
import type { CliMain } from './cli/context';

const USAGE = 'usage: npm run content -- import <folder>';

export const contentErrors = [ContentFileError];

export const contentMain: CliMain = async (argv, { io, withDatabase, cwd, actor }) => {
  const [command, folder, ...rest] = argv;
  if (command !== 'import' || !folder || rest.length > 0) {
    io.error(USAGE);
    return 2;
  }
  const summary = await withDatabase((db) => importContentFolder(db, path.resolve(cwd, folder), actor));
  io.log(`created ${summary.created.length}: ${summary.created.join(', ') || '-'}`);
  io.log(`updated ${summary.updated.length}: ${summary.updated.join(', ') || '-'}`);
  io.log(`${summary.files} attached files; content revision ${summary.revision} (running servers refresh within seconds)`);
  return 0;
};
