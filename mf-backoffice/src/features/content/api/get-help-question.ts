import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';
import type { HelpQuestionRow } from './get-help-questions';

export type HelpQuestion = HelpQuestionRow & { answer: Localized };

/** GET /api/backoffice/content/help/question (content): one question with its answer, to edit. */
export const getHelpQuestion = (id: number) => staffGet<HelpQuestion>('/api/backoffice/content/help/question', { id });
