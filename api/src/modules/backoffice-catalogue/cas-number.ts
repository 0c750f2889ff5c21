const CAS = /^(\d{2,7})-(\d{2})-(\d)$/;

/**
 * A CAS registry number as CAS writes it (2–7 digits, 2 digits, 1 check digit: 7732-18-5) whose check digit is
 * right: the other digits from the right, weighted 1, 2, 3 …, summed modulo 10. Catches most typos.
 */
export function isCasNumber(value: string): boolean {
  const match = CAS.exec(value);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').reverse();
  const sum = digits.reduce((total, digit, i) => total + Number(digit) * (i + 1), 0);
  return sum % 10 === Number(match[3]);
}
