/** Shapes of the content calls (docs/help-service-api.md "Company pages"). */
export type PageSlug = 'about-us' | 'about-app' | 'privacy' | 'registration-agreement';
export interface ContentPage { slug: PageSlug; title: string; lead: string; revised: string; sections: Array<{ heading: string; paragraphs: string[] }> }
export interface SalesContact { id: number; region: string; areas: string; name: string; phone: string; email: string }
export interface LinkGroup { key: string; links: Array<{ id: number; name: string; description: string; url: string }> }
