import { apiPost } from '@labmall/shared/api/lazy-client';
import type { HelpfulCounts } from './help-types';

const VOTER_KEY = 'labmall.help.voter';

/** The browser's anonymous voter id (a guest's vote can be changed, not repeated); kept in localStorage. */
export function voterId(): string {
  let id = window.localStorage.getItem(VOTER_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(VOTER_KEY, id);
  }
  return id;
}

/** POST /api/help/questions/:id/vote: "was this helpful?"; answers the new counts. */
export async function voteQuestion(id: number, helpful: boolean): Promise<HelpfulCounts> {
  return (await apiPost<HelpfulCounts>(`/api/help/questions/${id}/vote`, { helpful, voterId: voterId() })).data;
}
