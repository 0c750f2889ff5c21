import type { ContentSection } from '../../db/schema/content';

/**
 * Spec §3 ContentType of each section (the seven study-zone sections, the paper contest and ECMT), and the
 * EcmtArticleType of the two ECMT lists. BTS (battery technology shorts) holds the short videos (7).
 */
export const sectionTypes: Record<ContentSection, { contentType: number; ecmtType?: 1 | 2 }> = {
  QaVaL: { contentType: 3 },
  consultation: { contentType: 4 },
  FAQ: { contentType: 5 },
  guide: { contentType: 6 },
  BTS: { contentType: 7 },
  procurementGuide: { contentType: 10 },
  supportDownloading: { contentType: 13 },
  paper: { contentType: 11 },
  paperContest: { contentType: 11 },
  ecmtIntroduce: { contentType: 8 },
  ecmtNotice: { contentType: 8, ecmtType: 1 },
  ecmtGlory: { contentType: 9, ecmtType: 2 },
};
