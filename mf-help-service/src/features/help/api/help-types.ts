/** Shapes of the help centre's calls (docs/help-service-api.md). */
export interface QuestionBrief { id: number; title: string }
export interface HelpCategory { id: number; slug: string; name: string; questionCount: number; questions: QuestionBrief[] }
export interface HelpHome { categories: HelpCategory[]; popular: QuestionBrief[] }
export interface HelpfulCounts { yes: number; no: number }
export interface Question {
  id: number;
  title: string;
  paragraphs: string[];
  category: { id: number; slug: string; name: string };
  helpful: HelpfulCounts;
  related: QuestionBrief[];
  updatedAt: string;
}
/** A piece of a search result; `match` pieces are shown marked. Always plain text, never HTML. */
export interface TextPart { text: string; match: boolean }
export interface SearchHit { id: number; title: string; titleParts: TextPart[]; excerptParts: TextPart[] }
export interface SearchPage { items: SearchHit[]; total: number; page: number; pageSize: number }
