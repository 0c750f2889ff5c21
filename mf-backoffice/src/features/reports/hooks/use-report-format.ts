import { useMemo } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { formatDate } from '@labmall/shared/format/date';

/** A China day `YYYY-MM-DD` as a local midnight: formatDate shows local time, so the day never slips to its neighbour. */
const localDay = (day: string) => `${day}T00:00:00`;

/**
 * The reports' numbers in the shop's formats and the reader's language: money as the shop writes it (¥1,234.50),
 * counts and percentages by Intl.NumberFormat, days by formatDate. One formatter of each kind per language.
 */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const count = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const month = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short' });
    const change = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    return {
      money: (value: number) => formatPrice(value),
      count: (value: number) => count.format(value),
      percent: (ratio: number) => percent.format(ratio),
      /** The change from `previous` to `current`; a dash when there was nothing before to compare with. */
      change: (current: number, previous: number) => (previous === 0 ? (current === 0 ? change.format(0) : '—') : change.format((current - previous) / previous)),
      day: (day: string) => formatDate(localDay(day), language),
      /** A sales period: a day, the Monday a week starts on, or a month (`YYYY-MM` or its first day) as "Nov 2026". */
      period: (by: 'day' | 'week' | 'month', period: string) => (by === 'month' ? month.format(new Date(localDay(`${period.slice(0, 7)}-01`))) : formatDate(localDay(period), language)),
    };
  }, [language]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
