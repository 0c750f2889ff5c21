import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { contentArticles, contentFiles, contentRevision, type VideoRef } from '../../db/schema/content';
import type { Db } from '../../db/types';
import { recordAudit, type StaffActor } from '../staff/audit';
import { mimeTypeOf } from './file-types';
import { ContentFileError, parseContentFile, type ParsedContent } from './parse-content-file';
import { buildContentSearchText } from './search-text';
import { sectionTypes } from './sections';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type LoadedFile = { slug: string; absolute: string; data: Buffer };
type Loaded = { content: ParsedContent; dir: string; where: string };
export type ImportSummary = { created: string[]; updated: string[]; files: number; revision: number };

/** Every `.md` file below `root`, in a stable order (so ids come out the same on every fresh seed). */
async function markdownFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw new ContentFileError(`${root}: no such folder`);
    throw error;
  });
  const found = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name.toLowerCase() !== 'readme.md')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (found.length === 0) throw new ContentFileError(`${root}: no Markdown (.md) content files in this folder`);
  return found;
}

/** Files are stored in the database and read whole by the import: a short video or a manual, not a film. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

/**
 * The bytes of an attached file, which must really lie inside the folder: the front matter cannot say `..`,
 * but a symbolic link in a folder handed over by someone else could still point at /etc or a key file, and
 * whatever is imported is served to every guest.
 */
async function readInside(realRoot: string, absolute: string, where: string, relative: string): Promise<Buffer> {
  const real = await realpath(absolute).catch(() => {
    throw new ContentFileError(`${where}: file ${relative} not found`);
  });
  if (!real.startsWith(realRoot + path.sep)) throw new ContentFileError(`${where}: file ${relative} lies outside the content folder`);
  if ((await stat(real)).size > MAX_FILE_BYTES) throw new ContentFileError(`${where}: file ${relative} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  return readFile(real);
}

/** Reads and checks every file first: one bad file stops the import before anything is written. */
async function loadAll(root: string): Promise<{ items: Loaded[]; files: Map<string, LoadedFile> }> {
  const realRoot = await realpath(root).catch(() => root);
  const items: Loaded[] = [];
  const files = new Map<string, LoadedFile>();
  const slugs = new Set<string>();
  for (const file of await markdownFiles(root)) {
    const where = path.relative(root, file);
    const content = parseContentFile(await readFile(file, 'utf8'), where);
    if (slugs.has(content.slug)) throw new ContentFileError(`${where}: slug "${content.slug}" is used by another file`);
    slugs.add(content.slug);
    const dir = path.dirname(file);
    const wanted = [...content.files.map((f) => f.path), content.cover, content.video?.path, ...Object.values(content.video?.captions ?? {})];
    for (const relative of wanted.filter((p): p is string => Boolean(p))) {
      const absolute = path.join(dir, relative);
      const slug = path.relative(root, absolute).split(path.sep).join('/');
      if (files.has(slug)) continue;
      const data = await readInside(realRoot, absolute, where, relative);
      files.set(slug, { slug, absolute, data });
    }
    items.push({ content, dir, where });
  }
  return { items, files };
}

async function upsertFile(tx: Tx, file: LoadedFile, kind: 'attachment' | 'cover' | 'video' | 'captions', name: string, articleId: number, sort: number): Promise<number> {
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  const row = { slug: file.slug, kind, name, mimeType: mimeTypeOf(file.slug), size: file.data.length, sha256, data: file.data, articleId, sort };
  const [saved] = await tx
    .insert(contentFiles)
    .values(row)
    .onConflictDoUpdate({ target: contentFiles.slug, set: row })
    .returning({ id: contentFiles.id });
  return saved!.id;
}

/**
 * Imports a folder of Markdown content files (front matter + one body per language) and the files they
 * attach: new slugs are created, known ones updated, in one transaction, and the content revision is bumped
 * so every API process drops its cached answers and pages (modules/content/revision-watch.ts). The seed and
 * `npm run content` both call this; `npm run content` passes its actor, so the import is in the audit log.
 */
export async function importContentFolder(db: Db, root: string, actor?: StaffActor): Promise<ImportSummary> {
  const { items, files } = await loadAll(root);
  const slugOf = (dir: string, relative: string) => path.relative(root, path.join(dir, relative)).split(path.sep).join('/');
  return db.transaction(async (tx) => {
    const summary: ImportSummary = { created: [], updated: [], files: 0, revision: 0 };
    for (const { content, dir } of items) {
      const { contentType, ecmtType } = sectionTypes[content.section];
      const row = {
        slug: content.slug,
        section: content.section,
        contentType,
        ecmtType: ecmtType ?? null,
        title: content.title,
        summary: content.summary,
        body: content.body,
        bodyFormat: content.format,
        languages: content.languages,
        author: content.author,
        tags: content.tags,
        relatedProductIds: content.products,
        relatedSlugs: content.related,
        publishedAt: content.date,
        searchText: buildContentSearchText(content),
      };
      // xmax = 0 only on a row this statement inserted: one round trip tells created from updated.
      const [saved] = await tx
        .insert(contentArticles)
        .values({ ...row, coverFileId: null, video: null })
        .onConflictDoUpdate({ target: contentArticles.slug, set: { ...row, updatedAt: new Date() } })
        .returning({ id: contentArticles.id, inserted: sql<boolean>`(xmax = 0)` });
      const id = saved!.id;
      (saved!.inserted ? summary.created : summary.updated).push(content.slug);

      // Files this article no longer names stay stored (a shopper's open link keeps working) but are unlisted.
      if (!saved!.inserted) await tx.update(contentFiles).set({ articleId: null }).where(eq(contentFiles.articleId, id));
      for (const [index, attached] of content.files.entries()) {
        await upsertFile(tx, files.get(slugOf(dir, attached.path))!, 'attachment', attached.name, id, index);
        summary.files += 1;
      }
      const coverFileId = content.cover ? await upsertFile(tx, files.get(slugOf(dir, content.cover))!, 'cover', path.basename(content.cover), id, 0) : null;
      let video: VideoRef | null = null;
      if (content.video) {
        const fileId = await upsertFile(tx, files.get(slugOf(dir, content.video.path))!, 'video', path.basename(content.video.path), id, 0);
        const captions: VideoRef['captions'] = [];
        for (const [lang, captionPath] of Object.entries(content.video.captions)) {
          captions.push({ lang: lang as VideoRef['captions'][number]['lang'], fileId: await upsertFile(tx, files.get(slugOf(dir, captionPath))!, 'captions', path.basename(captionPath), id, 0) });
        }
        video = { fileId, mimeType: mimeTypeOf(content.video.path), captions };
      }
      // A new article without cover or video is already right; an updated one may have lost them.
      if (!saved!.inserted || coverFileId !== null || video !== null) {
        await tx.update(contentArticles).set({ coverFileId, video }).where(eq(contentArticles.id, id));
      }
    }
    const [revision] = await tx
      .insert(contentRevision)
      .values({ id: 1, revision: 1 })
      .onConflictDoUpdate({ target: contentRevision.id, set: { revision: sql`${contentRevision.revision} + 1`, changedAt: new Date() } })
      .returning({ revision: contentRevision.revision });
    summary.revision = revision!.revision;
    if (actor) await recordAudit(tx, actor, { action: 'content.import', entity: 'content', entityId: root, after: { created: summary.created, updated: summary.updated, files: summary.files } });
    return summary;
  });
}
