import type { ContentSection } from '../api/article-types';

/** The seven study-zone sections, in the order of the zone's navigation. */
export const STUDY_SECTIONS = ['guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading'] as const;
export type StudySection = (typeof STUDY_SECTIONS)[number];

export const isStudySection = (section: string): section is StudySection => (STUDY_SECTIONS as readonly string[]).includes(section);

/**
 * Where an article is read (below the language prefix): `{section}Detail/{id}` in the zone, the ECMT pages
 * for competition articles. Null for papers, which have no page of their own. Links carry no `?title=`: the
 * page takes its title from the article, and a title in the query would stay in one language in the
 * canonical and alternate links (a `?title=` that arrives from elsewhere still names the page, as the spec says).
 */
export function articlePath(section: ContentSection, id: number): string | null {
  if (isStudySection(section)) return `/studyEnjoy/${section}Detail/${id}`;
  if (section === 'ecmtNotice' || section === 'ecmtGlory') return `/studyEnjoy/ECMT/ECMTDetail/${id}`;
  if (section === 'ecmtIntroduce') return `/studyEnjoy/ECMT/ECMTIntroduce/${id}`;
  return null;
}

/** The list page an article belongs to (the breadcrumb's middle entry). */
export function sectionPath(section: ContentSection): string {
  if (isStudySection(section)) return `/studyEnjoy/${section}`;
  if (section === 'ecmtNotice') return '/studyEnjoy/ECMT/introduceCenter';
  if (section === 'ecmtGlory') return '/studyEnjoy/ECMT/pastGloriesCenter';
  if (section === 'ecmtIntroduce') return '/studyEnjoy/ECMT';
  return '/studyEnjoy/paper';
}

/** The shell's title key of that list page. */
export function sectionTitleKey(section: ContentSection): string {
  if (isStudySection(section)) return `routes.study.${section}`;
  if (section === 'ecmtNotice') return 'routes.study.introduceCenter';
  if (section === 'ecmtGlory') return 'routes.study.pastGloriesCenter';
  if (section === 'ecmtIntroduce') return 'routes.study.ECMT';
  return 'routes.study.paper';
}
