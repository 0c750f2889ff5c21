import type { Db } from '../../db/types';
import { languages, localize, type Lang } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { fenToYuan } from '../../lib/money';
import { formLink } from '../forms/form-link';
import { createContentRepository } from './repository';

/** Offers shown per activity: the page is a showcase, the catalogue has the rest. */
const OFFERS_PER_ACTIVITY = 12;

/** The company pages and the activity offers, in the reader's language. */
export function createContentService(db: Db) {
  const repo = createContentRepository(db);
  return {
    async page(slug: string, lang: Lang) {
      const row = await repo.page(slug);
      if (!row) throw notFound();
      return {
        slug,
        title: localize(row.title, lang),
        lead: localize(row.lead, lang),
        revised: row.revised,
        sections: row.sections.map((s) => ({ heading: localize(s.heading, lang), paragraphs: localize(s.body, lang).split(/\n\s*\n/).filter(Boolean) })),
      };
    },

    /** Contacts whose region or covered areas hold `region` in any language (all of them without one). */
    async salesTeam(region: string | undefined, lang: Lang) {
      const wanted = region?.trim().toLowerCase() ?? '';
      const rows = await repo.salesContacts();
      const matches = rows.filter((row) => !wanted || languages.some((l) => `${row.region[l]} ${row.areas[l]}`.toLowerCase().includes(wanted)));
      return matches.map((row) => ({ id: row.id, region: localize(row.region, lang), areas: localize(row.areas, lang), name: localize(row.name, lang), phone: row.phone, email: row.email }));
    },

    async academicLinks(lang: Lang) {
      const rows = await repo.academicLinks();
      const groups = new Map<string, Array<{ id: number; name: string; description: string; url: string }>>();
      // Only web addresses become links: a javascript: or data: URL in the table would run in the page.
      for (const row of rows.filter((r) => /^https?:\/\//i.test(r.url))) {
        const list = groups.get(row.groupKey) ?? [];
        list.push({ id: row.id, name: localize(row.name, lang), description: localize(row.description, lang), url: row.url });
        groups.set(row.groupKey, list);
      }
      return [...groups].map(([key, links]) => ({ key, links }));
    },

    /** Running activities with the SKUs they sell below list price (ending first come first), and the activity forms to join. */
    async specialOffers(lang: Lang, now = new Date()) {
      const [rows, forms] = await Promise.all([repo.offers(now), repo.offerForms()]);
      const activities = new Map<number, { id: number; name: string; kind: string; endsAt: string; items: unknown[] }>();
      for (const row of rows) {
        const activity = activities.get(row.activityId) ?? { id: row.activityId, name: localize(row.activityName, lang), kind: row.kind, endsAt: row.endsAt.toISOString(), items: [] };
        activities.set(row.activityId, activity);
        if (activity.items.length >= OFFERS_PER_ACTIVITY) continue;
        activity.items.push({
          productId: row.productId,
          skuId: row.skuId,
          name: localize(row.name, lang),
          spec: localize(row.spec, lang),
          image: row.image ?? '',
          price: fenToYuan(row.price),
          listPrice: fenToYuan(row.listPrice),
          // Whole percent saved, rounded down so the page never promises more than the price gives.
          percentOff: Math.floor(((row.listPrice - row.price) * 100) / row.listPrice),
        });
      }
      return {
        serverTime: now.toISOString(),
        activities: [...activities.values()],
        forms: forms.map((f) => ({ formId: f.formKey, type: f.kind, title: localize(f.title, lang), intro: localize(f.intro, lang), link: formLink(f.kind, f.formKey) })),
      };
    },
  };
}
