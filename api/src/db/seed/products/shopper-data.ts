import type { Lang } from '../../../i18n/language';

/**
 * The shoppers whose orders and reviews fill a fresh shop. Their passwords are random and never kept,
 * so nobody can sign in as them; `.test` addresses cannot receive mail.
 */
export const shopperData: { account: string; nickname: string; lang: Lang; /** Where they receive goods: a mainland district code (@vant/area-data). */
  district: string }[] = [
  { account: 'chen.yu@shoppers.labmall.test', nickname: '陈博士', lang: 'zh', district: '310112' },
  { account: 'li.na@shoppers.labmall.test', nickname: '锂电小李', lang: 'zh', district: '440305' },
  { account: 'wang.lei@shoppers.labmall.test', nickname: '王工', lang: 'zh', district: '320590' },
  { account: 'emily.carter@shoppers.labmall.test', nickname: 'Emily Carter', lang: 'en', district: '110108' },
  { account: 'markus.fischer@shoppers.labmall.test', nickname: 'Markus F.', lang: 'en', district: '330211' },
  { account: 'sato.kenji@shoppers.labmall.test', nickname: '佐藤研究員', lang: 'ja', district: '120104' },
  { account: 'kim.jihoon@shoppers.labmall.test', nickname: '김지훈', lang: 'ko', district: '370212' },
  { account: 'park.seoyeon@shoppers.labmall.test', nickname: '박서연', lang: 'ko', district: '420111' },
];

/** How a name is shown with a review: its first and last character only ("陈***士"). */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length < 2 ? `${name}***` : `${chars[0]}***${chars[chars.length - 1]}`;
};
