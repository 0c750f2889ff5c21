import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { helpCategories, helpQuestions, helpVotes } from '../../db/schema/help';
import type { Db } from '../../db/types';
import type { Lang } from '../../i18n/language';

const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Trigram word similarity a misspelt word needs (the catalogue's figure: "lithum" still finds "lithium"). */
const TYPO_SIMILARITY = 0.5;

/**
 * Every word of the keyword is in the question's search text (any of its four languages), as the catalogue
 * searches: a substring (a two-character Chinese word), or, for a longer word without digits, a close trigram
 * match that forgives a typo.
 */
const everyTerm = (terms: readonly string[]): SQL =>
  and(
    ...terms.map((term) => {
      const contains = sql`${helpQuestions.searchText} ILIKE ${containing(term)} ESCAPE '\\'`;
      if (term.length < 4 || /\d/.test(term)) return contains;
      return sql`(${contains} OR word_similarity(${term}::text, ${helpQuestions.searchText}) >= ${TYPO_SIMILARITY})`;
    }),
  )!;

/** Questions staff have not taken off the help centre (the console's unpublish). */
const published = eq(helpQuestions.published, true);

/** Help categories, questions and votes. */
export function createHelpRepository(db: Db) {
  return {
    categories: () => db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id)),

    questions: () =>
      db
        .select({ id: helpQuestions.id, categoryId: helpQuestions.categoryId, title: helpQuestions.title, popular: helpQuestions.popular })
        .from(helpQuestions)
        .where(published)
        .orderBy(asc(helpQuestions.sort), asc(helpQuestions.id)),

    async question(id: number) {
      const [row] = await db
        .select({ question: helpQuestions, category: helpCategories })
        .from(helpQuestions)
        .innerJoin(helpCategories, eq(helpCategories.id, helpQuestions.categoryId))
        .where(and(eq(helpQuestions.id, id), published));
      return row;
    },

    related: (categoryId: number, exceptId: number) =>
      db
        .select({ id: helpQuestions.id, title: helpQuestions.title })
        .from(helpQuestions)
        .where(and(eq(helpQuestions.categoryId, categoryId), published, sql`${helpQuestions.id} <> ${exceptId}`))
        .orderBy(asc(helpQuestions.sort), asc(helpQuestions.id))
        .limit(5),

    /**
     * Questions holding every term in some language; those whose title in the reader's language holds the
     * whole keyword first, then those whose title holds it in any language, then by trigram closeness.
     */
    async search(keyword: string, terms: readonly string[], lang: Lang, page: number, pageSize: number) {
      const where = and(everyTerm(terms), published);
      const phrase = containing(keyword);
      const [items, [counted]] = await Promise.all([
        db
          .select({ id: helpQuestions.id, title: helpQuestions.title, answer: helpQuestions.answer })
          .from(helpQuestions)
          .where(where)
          .orderBy(
            desc(sql`(${helpQuestions.title}->>${lang}) ILIKE ${phrase} ESCAPE '\\'`),
            desc(sql`(${helpQuestions.title}::text) ILIKE ${phrase} ESCAPE '\\'`),
            desc(sql`word_similarity(${keyword}::text, ${helpQuestions.searchText})`),
            asc(helpQuestions.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(helpQuestions).where(where),
      ]);
      return { items, total: Number(counted?.total ?? 0) };
    },

    /**
     * Records (or changes) a voter's answer and keeps the counts on the question in step, in one
     * transaction; returns the new counts.
     */
    vote: (questionId: number, voter: string, helpful: boolean) =>
      db.transaction(async (tx) => {
        // Locking the question first serializes two first votes of one voter (no duplicate-key race).
        const [question] = await tx.select({ id: helpQuestions.id }).from(helpQuestions).where(eq(helpQuestions.id, questionId)).for('update');
        if (!question) return null;
        const [before] = await tx
          .select({ helpful: helpVotes.helpful })
          .from(helpVotes)
          .where(and(eq(helpVotes.questionId, questionId), eq(helpVotes.voter, voter)))
          .for('update');
        if (before?.helpful === helpful) {
          const [same] = await tx.select({ yes: helpQuestions.helpfulYes, no: helpQuestions.helpfulNo }).from(helpQuestions).where(eq(helpQuestions.id, questionId));
          return same!;
        }
        if (before) {
          await tx.update(helpVotes).set({ helpful }).where(and(eq(helpVotes.questionId, questionId), eq(helpVotes.voter, voter)));
        } else {
          await tx.insert(helpVotes).values({ questionId, voter, helpful });
        }
        const yes = (helpful ? 1 : 0) - (before?.helpful === true ? 1 : 0);
        const no = (helpful ? 0 : 1) - (before?.helpful === false ? 1 : 0);
        const [after] = await tx
          .update(helpQuestions)
          .set({ helpfulYes: sql`${helpQuestions.helpfulYes} + ${yes}`, helpfulNo: sql`${helpQuestions.helpfulNo} + ${no}` })
          .where(eq(helpQuestions.id, questionId))
          .returning({ yes: helpQuestions.helpfulYes, no: helpQuestions.helpfulNo });
        return after!;
      }),

  };
}
