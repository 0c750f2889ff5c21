import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { languages } from '../../../i18n/language';
import { academicLinks, contentPages, salesContacts } from '../../schema/content-pages';
import { formDefinitions } from '../../schema/forms';
import { helpCategories, helpQuestions } from '../../schema/help';
import type { Db } from '../../types';
import { seedAcademicLinks, seedPages, seedSalesContacts } from './content-data';
import { seedForms } from './forms-data';
import { helpCategories as helpData } from './help-data';
import type { LocalizedText } from '../../../i18n/language';

const isEmpty = async (db: Db, table: PgTable, where?: SQL) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0) === 0;
};

/** Every language's title and answer lower-cased into one text, as the search reads it. */
export const helpSearchText = (title: LocalizedText, answer: LocalizedText) =>
  languages.flatMap((l) => [title[l], answer[l]]).join(' ').replace(/\s+/g, ' ').toLowerCase();

/** The help centre, forms, company pages, sales team and academic links; each table only when empty. */
export async function seedHelpService(db: Db): Promise<void> {
  if (await isEmpty(db, helpCategories)) {
    let sort = 0;
    for (const [index, category] of helpData.entries()) {
      const [row] = await db.insert(helpCategories).values({ slug: category.slug, name: category.name, sort: index }).returning({ id: helpCategories.id });
      await db.insert(helpQuestions).values(
        category.questions.map((q) => ({ categoryId: row!.id, title: q.title, answer: q.answer, popular: q.popular ?? false, sort: sort++, searchText: helpSearchText(q.title, q.answer) })),
      );
    }
  }
  if (await isEmpty(db, formDefinitions)) await db.insert(formDefinitions).values(seedForms);
  if (await isEmpty(db, contentPages)) await db.insert(contentPages).values(seedPages);
  if (await isEmpty(db, salesContacts)) await db.insert(salesContacts).values(seedSalesContacts.map((c, sort) => ({ ...c, sort })));
  if (await isEmpty(db, academicLinks)) await db.insert(academicLinks).values(seedAcademicLinks.map((l, sort) => ({ ...l, sort })));
}
