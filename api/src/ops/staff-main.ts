/**
 * Staff accounts from the command line (docs/backoffice-api.md): how the first admin is made; the console's
 * staff page does the rest.
 *   npm run staff -- list
 *   npm run staff -- add <account> --scope catalogue,orders   adds the scopes (the account must be registered)
 *   npm run staff -- remove <account>                         takes every staff scope away, ends its sessions
 *   npm run staff -- reset-2fa <account>                      a lost authenticator: a new enrolment code
 * `add` and `reset-2fa` print the enrolment code the staff member needs to set up an authenticator.
 * Every change is in the audit log, by `cli:<os user>`. Run directly or through the running shop (cli/run-command-line.ts).
 */
import { AppError } from '../lib/app-error';
import { messages } from '../i18n/messages';
import { isStaffScope, staffScopes, type StaffScope } from '../modules/staff/scopes';
import { createStaffService } from '../modules/staff/staff-service';
import type { CliMain } from './cli/context';

const USAGE = `usage: npm run staff -- list | add <account> --scope ${staffScopes.join(',')} | remove <account> | reset-2fa <account>`;

class UsageError extends Error {}

export const staffErrors = [UsageError];

function scopesOf(args: string[]): StaffScope[] {
  const at = args.indexOf('--scope');
  const list = (at >= 0 ? args[at + 1] ?? '' : '').split(',').map((scope) => scope.trim()).filter(Boolean);
  const unknown = list.filter((scope) => !isStaffScope(scope));
  if (list.length === 0 || unknown.length > 0) throw new UsageError(`${unknown.length ? `unknown scope ${unknown.join(', ')}\n` : ''}--scope takes one or more of ${staffScopes.join(',')}`);
  return list as StaffScope[];
}

export const staffMain: CliMain = async (argv, { io, withDatabase, actor }) => {
  const [command, account, ...args] = argv;
  if (!command || !['list', 'add', 'remove', 'reset-2fa'].includes(command) || (command !== 'list' && !account)) {
    io.error(USAGE);
    return 2;
  }
  const scope = command === 'add' ? scopesOf(args) : [];
  return withDatabase(async (db) => {
    const staff = createStaffService(db);
    try {
      if (command === 'list') {
        const { items } = await staff.list({ page: 1, pageSize: 100 });
        for (const row of items) io.log(`${row.account}\t${row.scope.filter(isStaffScope).join(',')}\t${row.secondFactor ? 'authenticator set' : 'enrols at next sign-in'}`);
        io.error(`${items.length} staff account(s)`);
      } else if (command === 'reset-2fa') {
        const { enrolmentCode } = await staff.resetSecondFactor(actor, account!);
        io.log(`${account}: authenticator removed; the next sign-in sets up a new one with the enrolment code ${enrolmentCode} (valid 7 days: hand it over in person or by phone)`);
      } else {
        const row = await staff.grant(actor, { account: account!, scope, keepExisting: command === 'add' });
        io.log(`${row.account}: ${row.scope.filter(isStaffScope).join(',') || 'no staff scope (sessions ended)'}`);
        if (row.enrolmentCode) io.log(`enrolment code ${row.enrolmentCode}: the first sign-in asks for it to set up the authenticator (valid 7 days; hand it over in person or by phone)`);
      }
    } catch (error) {
      if (error instanceof AppError) throw new UsageError(messages.en[error.key as keyof typeof messages.en] as string);
      throw error;
    }
    return 0;
  });
};
