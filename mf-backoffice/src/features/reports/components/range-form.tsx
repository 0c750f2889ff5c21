import { DateRangeForm } from '../../../components/date-range-form';
import { MAX_RANGE_DAYS, type ReportRange } from '../model/report-range';

interface RangeFormProps {
  /** The range in the URL (maybe a bad one from a hand-edited link: then its problem is shown at once). */
  range: ReportRange;
  onApply: (range: ReportRange) => void;
}

/** The reports' date range (at most 24 months), checked before anything is asked. */
export function RangeForm({ range, onApply }: RangeFormProps) {
  return <DateRangeForm range={range} maxDays={MAX_RANGE_DAYS} texts="backoffice.reports.range" onApply={onApply} />;
}
