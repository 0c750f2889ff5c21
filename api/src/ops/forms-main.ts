/**
 * Staff read every kind of submission (docs/help-service-api.md "Staff"):
 *   npm run forms -- list [--kind common|paper|cooperation|feedback|after-sales] [--limit N]
 *   npm run forms -- show <ref>                 one submission (F<id> or an after-sales number) and its files
 *   npm run forms -- export --csv [--kind K] [--limit N] > submissions.csv
 *   npm run forms -- file <fileId> > photo.jpg  the bytes of an uploaded file
 * Run directly or through the running shop (cli/run-command-line.ts).
 */
import { createFormsOps, submissionKinds, toCsv, type SubmissionKind } from './forms-ops';
import type { CliMain } from './cli/context';

const USAGE = `usage: npm run forms -- list [--kind ${submissionKinds.join('|')}] [--limit N] | show <ref> | export --csv [--kind K] [--limit N] | file <fileId>`;

class UsageError extends Error {}

export const formsErrors = [UsageError];

function options(args: string[]) {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const kind = value('--kind');
  if (kind !== undefined && !(submissionKinds as readonly string[]).includes(kind)) throw new UsageError(`unknown kind ${kind}\n${USAGE}`);
  const limit = Number(value('--limit') ?? 200);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive integer\n${USAGE}`);
  return { kind: kind as SubmissionKind | undefined, limit };
}

export const formsMain: CliMain = async (argv, { io, withDatabase }) => {
  const [command, ...args] = argv;
  if (!command || !['list', 'show', 'export', 'file'].includes(command) || (command === 'export' && !args.includes('--csv')) || (['show', 'file'].includes(command) && !args[0])) {
    io.error(USAGE);
    return 2;
  }
  const opts = command === 'list' || command === 'export' ? options(args) : { kind: undefined, limit: 1 };
  return withDatabase(async (db) => {
    const ops = createFormsOps(db);
    if (command === 'list') {
      const rows = await ops.list(opts.kind, opts.limit);
      for (const r of rows) io.log([r.ref, r.kind, r.form, r.account, r.createdAt, r.status || '-', `${r.files} file(s)`].join('\t'));
      io.error(`${rows.length} submission(s)`);
    } else if (command === 'export') {
      io.write(toCsv(await ops.list(opts.kind, opts.limit)));
    } else if (command === 'show') {
      const row = await ops.show(args[0]!);
      if (!row) {
        io.error(`no submission ${args[0]}`);
        return 1;
      }
      io.log(JSON.stringify(row, null, 2));
    } else {
      const file = await ops.file(args[0]!);
      if (!file) {
        io.error(`no file ${args[0]}`);
        return 1;
      }
      io.write(file.content);
    }
    return 0;
  });
};
