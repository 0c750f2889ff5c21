import { staffPost } from '../../../lib/staff-api';
import type { HelpQuestion } from './get-help-question';
import type { Saved } from './save-article';

export type HelpQuestionInput = Omit<HelpQuestion, 'id' | 'version'> & { id?: number; version?: string };

/** POST /api/backoffice/content/help/question/save (content): a new question or an edit at the version read. */
export const saveHelpQuestion = (input: HelpQuestionInput) => staffPost<Saved>('/api/backoffice/content/help/question/save', input);
