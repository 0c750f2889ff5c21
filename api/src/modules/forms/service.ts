import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { clientAddressKey } from '../auth/client-address';
import { definitionView } from './definition-view';
import type { ReceivedForm } from './multipart';
import { createFormRepository } from './repository';
import { validateSubmission } from './validate-submission';

/** Submissions one address may send to one form in ten minutes (spam stays cheap to refuse). */
export const SUBMISSIONS_PER_WINDOW = 5;
/**
 * Requests (valid or not) one address may send to the forms in ten minutes. Counted before the body is
 * read, so a guest cannot make the server buffer and check megabytes of refused uploads without end.
 */
export const ATTEMPTS_PER_WINDOW = 30;
const WINDOW_MS = 600_000;

export type Sender = { userId: number | null; ip: string; lang: Lang };

/** Server-defined forms: the definition a page renders and the submission checked against that same definition. */
export function createFormService(db: Db, throttle: ThrottleStore) {
  const repo = createFormRepository(db);

  const find = async (formKey: string, type?: string) => {
    const row = await repo.definition(formKey);
    if (!row || (type && row.kind !== type)) throw notFound();
    return row;
  };

  return {
    /** Called before the body is read: one address's requests to any form, valid or not (an IPv6 /64 is one address). */
    attempt: (ip: string) => enforceLimit(throttle, `form-attempt:ip:${clientAddressKey(ip)}`, ATTEMPTS_PER_WINDOW, WINDOW_MS, 'tooManySubmissions'),

    definition: async (formKey: string, type: string | undefined, lang: Lang) => definitionView(await find(formKey, type), lang),

    async submit(formKey: string, form: ReceivedForm, sender: Sender) {
      const definition = await find(formKey);
      if (!definition.open) throw new AppError(409, 'formClosed');
      const checked = validateSubmission(definition.fields, form.values, form.files, sender.lang);
      if (checked.errors.length > 0 && !checked.spam) throw new AppError(400, 'formInvalid', { errors: checked.errors });
      // Counted once a submission would be kept (so fixing a typo costs nothing); a bot's too.
      await enforceLimit(throttle, `form:${definition.kind}:ip:${clientAddressKey(sender.ip)}`, SUBMISSIONS_PER_WINDOW, WINDOW_MS, 'tooManySubmissions');
      // A filled honeypot gets the same answer as a person, so a bot learns nothing; nothing is stored.
      if (checked.spam) return { received: true };
      await repo.storeSubmission({ kind: definition.kind, formId: definition.id, userId: sender.userId, lang: sender.lang, ip: sender.ip, values: checked.values, files: checked.files });
      return { received: true };
    },

    async ownFile(id: string, userId: number) {
      const file = await repo.ownFile(id, userId);
      if (!file) throw notFound();
      return file;
    },
  };
}
