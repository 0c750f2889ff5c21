import { and, asc, eq } from 'drizzle-orm';
import { homeBanners, hotWords } from '../../db/schema/products';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { recordAudit, type StaffActor } from '../staff/audit';
import { contentWrite } from './content-write';
import type { BannerSaveInput, HotWordSaveInput } from './home-schemas';
import { withoutBlanks } from './sanitize';

const stale = () => new AppError(409, 'staleRecord');
type Table = typeof homeBanners | typeof hotWords;

/** Home banners and search hot words: read whole (a few dozen rows), saved and deleted at the version read. */
export function createHomeContentService(db: Db) {
  const find = async (tx: Db, table: Table, id: number) => {
    const [row] = await tx.select({ row: table, version: versionOf(table.updatedAt) }).from(table).where(eq(table.id, id));
    return row ? { ...row.row, version: row.version } : undefined;
  };

  /** One save of either table: insert, or update at `version` (409 when someone saved meanwhile). */
  const save = (actor: StaffActor, table: Table, entity: string, input: { id?: number | undefined; version?: string | undefined }, fields: Record<string, unknown>) =>
    contentWrite(db, async (tx) => {
      const before = input.id === undefined ? undefined : await find(tx, table, input.id);
      if (input.id !== undefined && !before) throw notFound();
      const [saved] = before
        ? await tx.update(table).set({ ...fields, updatedAt: nextVersion(table.updatedAt) }).where(and(eq(table.id, before.id), atVersion(table.updatedAt, input.version!))).returning({ id: table.id, version: versionOf(table.updatedAt) })
        : await tx.insert(table).values(fields as never).returning({ id: table.id, version: versionOf(table.updatedAt) });
      if (!saved) throw stale();
      await recordAudit(tx, actor, { action: `${entity}.${before ? 'update' : 'create'}`, entity, entityId: saved.id, before, after: await find(tx, table, saved.id) });
      return saved;
    });

  const remove = (actor: StaffActor, table: Table, entity: string, id: number, version: string) =>
    contentWrite(db, async (tx) => {
      const before = await find(tx, table, id);
      if (!before) throw notFound();
      const gone = await tx.delete(table).where(and(eq(table.id, id), atVersion(table.updatedAt, version))).returning({ id: table.id });
      if (gone.length === 0) throw stale();
      await recordAudit(tx, actor, { action: `${entity}.delete`, entity, entityId: id, before });
    });

  return {
    async banners() {
      const rows = await db.select({ row: homeBanners, version: versionOf(homeBanners.updatedAt) }).from(homeBanners).orderBy(asc(homeBanners.kind), asc(homeBanners.sort), asc(homeBanners.id));
      return rows.map(({ row, version }) => ({
        id: row.id, version, kind: row.kind, title: row.title, subtitle: row.subtitle, image: row.image, link: row.link, sort: row.sort,
        active: row.active, startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null,
      }));
    },
    saveBanner(actor: StaffActor, input: BannerSaveInput) {
      const { id: _, version: __, startsAt, endsAt, ...fields } = input;
      return save(actor, homeBanners, 'banner', input, { ...fields, startsAt: startsAt ? new Date(startsAt) : null, endsAt: endsAt ? new Date(endsAt) : null });
    },
    removeBanner: (actor: StaffActor, id: number, version: string) => remove(actor, homeBanners, 'banner', id, version),

    async hotWords() {
      const rows = await db.select({ row: hotWords, version: versionOf(hotWords.updatedAt) }).from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id));
      return rows.map(({ row, version }) => ({ id: row.id, version, word: row.word, sort: row.sort }));
    },
    saveHotWord: (actor: StaffActor, input: HotWordSaveInput) => save(actor, hotWords, 'hotword', input, { word: withoutBlanks(input.word), sort: input.sort }),
    removeHotWord: (actor: StaffActor, id: number, version: string) => remove(actor, hotWords, 'hotword', id, version),
  };
}
