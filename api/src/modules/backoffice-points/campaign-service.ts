import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pointsCampaignItems, pointsCampaigns, pointsProducts } from '../../db/schema/points-mall';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../backoffice-catalogue/catalogue-write';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { recordAudit, type StaffActor } from '../staff/audit';
import type { CampaignListInput, CampaignSaveInput } from './campaign-schemas';

const codeTaken = () => new AppError(409, 'pointsCodeTaken');
const version = versionOf(pointsCampaigns.updatedAt);

/** Campaigns: while one runs (server clock), its goods cost its points in the storefront (points-mall/repository.ts). */
export function createCampaignService(db: Db) {
  const itemsOf = (tx: Db, campaignId: number) =>
    tx
      .select({ productId: pointsCampaignItems.productId, code: pointsProducts.code, name: pointsProducts.name, points: pointsCampaignItems.points })
      .from(pointsCampaignItems)
      .innerJoin(pointsProducts, eq(pointsProducts.id, pointsCampaignItems.productId))
      .where(eq(pointsCampaignItems.campaignId, campaignId))
      .orderBy(asc(pointsProducts.code));

  return {
    async list(input: CampaignListInput) {
      const direction = input.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: pointsCampaigns.id, code: pointsCampaigns.code, name: pointsCampaigns.name, startsAt: pointsCampaigns.startsAt, endsAt: pointsCampaigns.endsAt, version,
            itemCount: sql<number>`(select count(*)::int from ${pointsCampaignItems} where ${pointsCampaignItems.campaignId} = ${pointsCampaigns.id})`,
          })
          .from(pointsCampaigns)
          .orderBy(direction(pointsCampaigns.startsAt), direction(pointsCampaigns.id))
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        db.select({ n: count() }).from(pointsCampaigns),
      ]);
      const items = rows.map((row) => ({ ...row, itemCount: Number(row.itemCount), startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }));
      return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
    },

    async detail(id: number) {
      const [row] = await db.select({ campaign: pointsCampaigns, version }).from(pointsCampaigns).where(eq(pointsCampaigns.id, id));
      if (!row) throw notFound();
      const { createdAt: _c, updatedAt: _u, ...campaign } = row.campaign;
      return { ...campaign, startsAt: campaign.startsAt.toISOString(), endsAt: campaign.endsAt.toISOString(), version: row.version, items: await itemsOf(db, id) };
    },

    /** Creates or edits at the version read, its goods replaced as a whole; one transaction with its audit row. */
    async save(actor: StaffActor, input: CampaignSaveInput): Promise<{ id: number; version: string }> {
      const { id, version: read, items, ...fields } = input;
      try {
        return await db.transaction(async (tx) => {
          const [before] = id === undefined ? [] : await tx.select({ campaign: pointsCampaigns, version }).from(pointsCampaigns).where(eq(pointsCampaigns.id, id));
          if (id !== undefined && !before) throw notFound();
          if (before && before.version !== read) throw new AppError(409, 'staleRecord');
          const ids = items.map((item) => item.productId);
          const known = ids.length ? await tx.select({ id: pointsProducts.id }).from(pointsProducts).where(inArray(pointsProducts.id, ids)) : [];
          if (known.length !== ids.length) throw notFound();
          const [saved] = before
            ? await tx.update(pointsCampaigns).set({ ...fields, updatedAt: nextVersion(pointsCampaigns.updatedAt) })
              .where(and(eq(pointsCampaigns.id, before.campaign.id), atVersion(pointsCampaigns.updatedAt, read!))).returning({ id: pointsCampaigns.id, version })
            : await tx.insert(pointsCampaigns).values(fields).returning({ id: pointsCampaigns.id, version });
          if (!saved) throw new AppError(409, 'staleRecord');
          const previous = before ? await itemsOf(tx, saved.id) : [];
          await tx.delete(pointsCampaignItems).where(eq(pointsCampaignItems.campaignId, saved.id));
          if (items.length) await tx.insert(pointsCampaignItems).values(items.map((item) => ({ ...item, campaignId: saved.id })));
          await recordAudit(tx, actor, {
            action: before ? 'points_campaign.update' : 'points_campaign.create', entity: 'points_campaign', entityId: saved.id,
            before: before && { ...before.campaign, items: previous.map(({ productId, points }) => ({ productId, points })) }, after: { ...fields, items },
          });
          return saved;
        });
      } catch (error) {
        throw isUniqueViolation(error, 'points_campaigns_code_unique') ? codeTaken() : error;
      }
    },
  };
}
