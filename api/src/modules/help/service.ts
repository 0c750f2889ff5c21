import type { Db } from '../../db/types';
import { localize, type Lang } from '../../i18n/language';
import { AppError, notFound } from '../../lib/app-error';
import { enforceLimit } from '../../lib/throttle/enforce-limit';
import type { ThrottleStore } from '../../lib/throttle/throttle-store';
import { clientAddressKey } from '../auth/client-address';
import { excerpt, highlight } from './highlight';
import { createHelpRepository } from './repository';
import type { SearchQuery, VoteInput } from './schemas';

const POPULAR_COUNT = 8;
const PER_CATEGORY = 5;
/** Votes one address may cast in ten minutes: plenty for a reader, too few to stuff the counts. */
export const VOTES_PER_WINDOW = 30;
const VOTE_WINDOW_MS = 600_000;

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** The words of a keyword as the search text holds them: lower-cased, at most eight, each once. */
export const termsOf = (keyword: string) => [...new Set(keyword.trim().toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);

/** The help centre: its home, a question with its answer, full-text search and "was this helpful?". */
export function createHelpService(db: Db, throttle: ThrottleStore) {
  const repo = createHelpRepository(db);
  return {
    async home(lang: Lang) {
      const [categories, questions] = await Promise.all([repo.categories(), repo.questions()]);
      const brief = (q: (typeof questions)[number]) => ({ id: q.id, title: localize(q.title, lang) });
      return {
        categories: categories.map((c) => {
          const own = questions.filter((q) => q.categoryId === c.id);
          return { id: c.id, slug: c.slug, name: localize(c.name, lang), questionCount: own.length, questions: own.slice(0, PER_CATEGORY).map(brief) };
        }),
        popular: questions.filter((q) => q.popular).slice(0, POPULAR_COUNT).map(brief),
      };
    },

    async question(id: number, lang: Lang) {
      const row = await repo.question(id);
      if (!row) throw notFound();
      const { question, category } = row;
      // The page is the same for everyone (server-rendered and cached); a reader's own vote comes back from voting.
      const related = await repo.related(category.id, id);
      return {
        id,
        title: localize(question.title, lang),
        paragraphs: paragraphs(localize(question.answer, lang)),
        category: { id: category.id, slug: category.slug, name: localize(category.name, lang) },
        helpful: { yes: question.helpfulYes, no: question.helpfulNo },
        related: related.map((r) => ({ id: r.id, title: localize(r.title, lang) })),
        updatedAt: question.updatedAt.toISOString(),
      };
    },

    async search({ keyword, page, pageSize }: SearchQuery, lang: Lang) {
      const terms = termsOf(keyword);
      const { items, total } = await repo.search(keyword.trim().toLowerCase(), terms, lang, page, pageSize);
      return {
        items: items.map((item) => {
          const title = localize(item.title, lang);
          return { id: item.id, title, titleParts: highlight(title, terms), excerptParts: highlight(excerpt(localize(item.answer, lang), terms), terms) };
        }),
        total,
        page,
        pageSize,
      };
    },

    async vote(id: number, input: VoteInput, userId: number | null, ip: string) {
      const voter = userId !== null ? `u:${userId}` : input.voterId ? `a:${input.voterId}` : null;
      if (!voter) throw new AppError(400, 'helpVoterMissing');
      await enforceLimit(throttle, `help-vote:ip:${clientAddressKey(ip)}`, VOTES_PER_WINDOW, VOTE_WINDOW_MS, 'tooManyAttempts');
      const counts = await repo.vote(id, voter, input.helpful);
      if (!counts) throw notFound();
      return { yes: counts.yes, no: counts.no, mine: input.helpful };
    },
  };
}
