/** The study-zone sections the API knows (docs/content-api.md); `ecmt` asks for a notice or a past glory. */
export type ContentSection =
  | 'guide' | 'BTS' | 'FAQ' | 'QaVaL' | 'consultation' | 'procurementGuide' | 'supportDownloading'
  | 'paper' | 'paperContest' | 'ecmtIntroduce' | 'ecmtNotice' | 'ecmtGlory';
export type DetailSection = ContentSection | 'ecmt';

export interface ArticleFile { id: number; name: string; mimeType: string; size: number; url: string }

export interface ArticleCard {
  id: number;
  section: ContentSection;
  contentType: number;
  ecmtType: number | null;
  title: string;
  summary: string;
  author: string;
  tags: string[];
  cover: string | null;
  hasVideo: boolean;
  publishedAt: string;
  files: ArticleFile[];
}

export interface ArticleLink { id: number; title: string }

export interface ArticleDetail extends ArticleCard {
  /** Sanitized by the API (script, handlers and javascript: links never reach the page). */
  bodyHtml: string;
  languages: string[];
  updatedAt: string;
  video: { url: string; mimeType: string; captions: Array<{ lang: string; url: string }> } | null;
  relatedProducts: Array<{ id: number; name: string; image: string | null }>;
  relatedArticles: Array<ArticleLink & { section: ContentSection }>;
  previous: ArticleLink | null;
  next: ArticleLink | null;
}

export interface ArticlePage { items: ArticleCard[]; total: number; page: number; pageSize: number }
