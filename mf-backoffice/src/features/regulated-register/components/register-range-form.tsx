import { DateRangeForm } from '../../../components/date-range-form';
import { MAX_REGISTER_DAYS, type RegisterRange } from '../model/register-range';

/** The register's range (at most 366 days), checked before anything is asked. */
export function RegisterRangeForm({ range, onApply }: { range: RegisterRange; onApply: (range: RegisterRange) => void }) {
  return <DateRangeForm range={range} maxDays={MAX_REGISTER_DAYS} texts="backoffice.regulatedRegister.range" onApply={onApply} />;
}
