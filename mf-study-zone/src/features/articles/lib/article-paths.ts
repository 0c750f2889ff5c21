import type { ContentSection } from '../api/article-types';

/** The seven study-zone sections, in the order of the zone's navigation. */
export const STUDY_SECTIONS = ['guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading'] as const;
export type StudySection = (typeof STUDY_SECTIONS)[number];

export const isStudySection = (section: string): section is StudySection => (STUDY_SECTIONS as readonly string[]).includes(section);

/**
 * Where an article is read (below the language prefix): `{section}Detail/{id}` in the zone, the ECMT pages
 * for competition articles. Null for papers, which have no page of their own. The title rides along in the
 * query, as the spec's title rule wants (the page shows it before its data arrives).
 */
export function articlePath(section: ContentSection, id: number, title?: string): string | null {
  const query = title ? `?title=${encodeURIComponent(title)}` : '';
  if (isStudySection(section)) return `/studyEnjoy/${section}Detail/${id}${query}`;
  if (section === 'ecmtNotice' || section === 'ecmtGlory') return `/studyEnjoy/ECMT/ECMTDetail/${id}${query}`;
  if (section === 'ecmtIntroduce') return `/studyEnjoy/ECMT/ECMTIntroduce/${id}${query}`;
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
