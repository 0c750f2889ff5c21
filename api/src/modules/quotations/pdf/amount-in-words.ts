import type { Lang } from '../../../i18n/language';

/**
 * A yuan amount (given in integer fen) written out, as a quotation states its total: the Chinese capital
 * amount (大写) for zh, English words for en, Japanese kanji numerals for ja, Sino-Korean numerals for ko.
 */
export function amountInWords(fen: number, lang: Lang): string {
  if (!Number.isInteger(fen) || fen < 0) throw new RangeError(`amount must be whole fen >= 0, got ${fen}`);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor((fen % 100) / 10);
  const cents = fen % 10;
  switch (lang) {
    case 'zh':
      return chineseCapital(yuan, jiao, cents);
    case 'en':
      return englishWords(yuan, fen % 100);
    case 'ja':
      return `金${eastAsian(yuan, JA)}元${jiao ? `${JA.digits[jiao]}角` : ''}${cents ? `${JA.digits[cents]}分` : ''}也`;
    case 'ko':
      return `일금 ${eastAsian(yuan, KO)}위안${fen % 100 ? ` ${eastAsian(fen % 100, KO)}펀` : ''}정`;
  }
}

const CAPITAL = '零壹贰叁肆伍陆柒捌玖';
const CAPITAL_UNITS = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '万亿'];

/** One group of four digits in capitals, zeros inside it written once ("壹仟零伍"). */
function capitalGroup(group: number): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    out += CAPITAL[digit]! + CAPITAL_UNITS[place]!;
    zero = false;
  }
  return out;
}

/** Whole yuan in capitals by groups of four (万, 亿), with 零 where a gap of digits falls between two groups. */
function capitalInteger(n: number): string {
  if (n === 0) return '零';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let gap = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) {
      gap = out !== '';
      continue;
    }
    if (out !== '' && (gap || group < 1000)) out += '零';
    out += capitalGroup(group) + GROUP_UNITS[i]!;
    gap = false;
  }
  return out;
}

/** 人民币大写: 壹万贰仟叁佰肆拾伍元陆角柒分, 壹佰元整, 壹元零伍分, 伍角整, 零元整. */
export function chineseCapital(yuan: number, jiao: number, fen: number): string {
  if (yuan === 0 && jiao === 0 && fen === 0) return '零元整';
  let out = yuan > 0 ? `${capitalInteger(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao === 0) return `${out}零${CAPITAL[fen]}分`;
  out += `${CAPITAL[jiao]}角`;
  return fen === 0 ? `${out}整` : `${out}${CAPITAL[fen]}分`;
}

type Numerals = { digits: string[]; units: string[]; groups: string[]; oneBeforeSmallUnits: boolean };
const JA: Numerals = { digits: ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'], units: ['', '十', '百', '千'], groups: ['', '万', '億', '兆'], oneBeforeSmallUnits: false };
const KO: Numerals = { digits: ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'], units: ['', '십', '백', '천'], groups: ['', '만', '억', '조'], oneBeforeSmallUnits: false };

/** Kanji or Hangul numerals without zeros (一万二千三百四十五, 일만이천삼백사십오). */
function eastAsian(n: number, numerals: Numerals): string {
  if (n === 0) return numerals.digits[0]!;
  let out = '';
  for (let g = 3; g >= 0; g--) {
    const group = Math.floor(n / 10_000 ** g) % 10_000;
    if (group === 0) continue;
    for (let place = 3; place >= 0; place--) {
      const digit = Math.floor(group / 10 ** place) % 10;
      if (digit === 0) continue;
      const one = digit === 1 && place > 0 && !numerals.oneBeforeSmallUnits;
      out += (one ? '' : numerals.digits[digit]!) + numerals.units[place]!;
    }
    out += numerals.groups[g]!;
  }
  return out;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', ' thousand', ' million', ' billion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** English words: 12345.67 → "Twelve thousand three hundred forty-five yuan and sixty-seven fen only". */
function englishWords(yuan: number, fen: number): string {
  const words = (n: number): string => {
    if (n === 0) return 'zero';
    const parts: string[] = [];
    for (let s = 3; s >= 0; s--) {
      const chunk = Math.floor(n / 1000 ** s) % 1000;
      if (chunk) parts.push(belowThousand(chunk) + SCALES[s]!);
    }
    return parts.join(' ');
  };
  const text = `${words(yuan)} yuan${fen ? ` and ${words(fen)} fen` : ''} only`;
  return text[0]!.toUpperCase() + text.slice(1);
}
