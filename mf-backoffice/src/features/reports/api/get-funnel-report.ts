import { useReport, type ReportPeriods } from './report-request';

export const FUNNEL_STEPS = ['sessions', 'productView', 'addToCart', 'orderPlaced', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelReport extends ReportPeriods {
  steps: { step: FunnelStep; sessions: number; previousSessions: number }[];
  /** Sessions reaching each step, in FUNNEL_STEPS order, per language (`''`: no language prefix). */
  byLanguage: { key: string; steps: number[] }[];
  /** The same per device class (`''`: no screen width). */
  byDevice: { key: string; steps: number[] }[];
}

/** GET /api/backoffice/reports/funnel (orders): sessions → product views → cart → order placed → paid. */
export const useFunnelReport = (params: Record<string, string> | null) => useReport<FunnelReport>('funnel', params);
