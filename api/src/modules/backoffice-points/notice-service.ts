import { and, asc, count, desc, eq } from 'drizzle-orm';
import { pointsAnnouncements, pointsTasks } from '../../db/schema/points-mall';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/app-error';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import { recordAudit, type StaffActor } from '../staff/audit';
import type { AnnouncementListInput, AnnouncementSaveInput, TaskSaveInput } from './notice-schemas';

const stale = () => new AppError(409, 'staleRecord');
const announcementVersion = versionOf(pointsAnnouncements.updatedAt);
const taskVersion = versionOf(pointsTasks.updatedAt);

/** The points mall's announcements and the points tasks' rewards; each edit at the version read, with its audit row. */
export function createNoticeService(db: Db) {
  const announcement = async (tx: Db, id: number) => (await tx.select({ row: pointsAnnouncements, version: announcementVersion }).from(pointsAnnouncements).where(eq(pointsAnnouncements.id, id)))[0];

  return {
    async announcements(input: AnnouncementListInput) {
      const [rows, [total]] = await Promise.all([
        db.select({ row: pointsAnnouncements, version: announcementVersion }).from(pointsAnnouncements)
          .orderBy(desc(pointsAnnouncements.publishedAt), desc(pointsAnnouncements.id)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
        db.select({ n: count() }).from(pointsAnnouncements),
      ]);
      const items = rows.map(({ row, version }) => ({ id: row.id, title: row.title, body: row.body, pinned: row.pinned, publishedAt: row.publishedAt.toISOString(), version }));
      return { items, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
    },

    saveAnnouncement: (actor: StaffActor, input: AnnouncementSaveInput) =>
      db.transaction(async (tx) => {
        const { id, version, ...fields } = input;
        const before = id === undefined ? undefined : await announcement(tx, id);
        if (id !== undefined && !before) throw notFound();
        if (before && before.version !== version) throw stale();
        const [saved] = before
          ? await tx.update(pointsAnnouncements).set({ ...fields, updatedAt: nextVersion(pointsAnnouncements.updatedAt) })
            .where(and(eq(pointsAnnouncements.id, before.row.id), atVersion(pointsAnnouncements.updatedAt, version!))).returning({ id: pointsAnnouncements.id, version: announcementVersion })
          : await tx.insert(pointsAnnouncements).values(fields).returning({ id: pointsAnnouncements.id, version: announcementVersion });
        if (!saved) throw stale();
        await recordAudit(tx, actor, { action: before ? 'points_announcement.update' : 'points_announcement.create', entity: 'points_announcement', entityId: saved.id, before: before?.row, after: fields });
        return saved;
      }),

    deleteAnnouncement: (actor: StaffActor, id: number, version: string) =>
      db.transaction(async (tx) => {
        const before = await announcement(tx, id);
        if (!before) throw notFound();
        const deleted = await tx.delete(pointsAnnouncements).where(and(eq(pointsAnnouncements.id, id), atVersion(pointsAnnouncements.updatedAt, version))).returning({ id: pointsAnnouncements.id });
        if (deleted.length === 0) throw stale();
        await recordAudit(tx, actor, { action: 'points_announcement.delete', entity: 'points_announcement', entityId: id, before: before.row });
        return null;
      }),

    async tasks() {
      const rows = await db.select({ row: pointsTasks, version: taskVersion }).from(pointsTasks).orderBy(asc(pointsTasks.sort), asc(pointsTasks.code));
      return rows.map(({ row, version }) => ({ code: row.code, name: row.name, description: row.description, period: row.period, points: row.points, enabled: row.enabled, version }));
    },

    /** The reward applies to completions from now on; points already credited stay as they were. */
    saveTask: (actor: StaffActor, input: TaskSaveInput) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select({ row: pointsTasks, version: taskVersion }).from(pointsTasks).where(eq(pointsTasks.code, input.code));
        if (!before) throw notFound();
        const [saved] = await tx.update(pointsTasks).set({ points: input.points, enabled: input.enabled, updatedAt: nextVersion(pointsTasks.updatedAt) })
          .where(and(eq(pointsTasks.code, input.code), atVersion(pointsTasks.updatedAt, input.version))).returning({ code: pointsTasks.code, version: taskVersion });
        if (!saved) throw stale();
        await recordAudit(tx, actor, { action: 'points_task.update', entity: 'points_task', entityId: input.code, before: { points: before.row.points, enabled: before.row.enabled }, after: { points: input.points, enabled: input.enabled } });
        return saved;
      }),
  };
}
