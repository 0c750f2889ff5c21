import type { Lang } from '../../../i18n/language';

/**
 * The shoppers whose orders and reviews fill a fresh shop. Their passwords are random and never kept,
 * so nobody can sign in as them; `.test` addresses cannot receive mail.
 */
export const shopperData: { account: string; nickname: string; lang: Lang; city: [string, string, string] }[] = [
  { account: 'chen.yu@shoppers.labmall.test', nickname: '陈博士', lang: 'zh', city: ['上海市', '上海市', '闵行区'] },
  { account: 'li.na@shoppers.labmall.test', nickname: '锂电小李', lang: 'zh', city: ['广东省', '深圳市', '南山区'] },
  { account: 'wang.lei@shoppers.labmall.test', nickname: '王工', lang: 'zh', city: ['江苏省', '苏州市', '工业园区'] },
  { account: 'emily.carter@shoppers.labmall.test', nickname: 'Emily Carter', lang: 'en', city: ['北京市', '北京市', '海淀区'] },
  { account: 'markus.fischer@shoppers.labmall.test', nickname: 'Markus F.', lang: 'en', city: ['浙江省', '宁波市', '镇海区'] },
  { account: 'sato.kenji@shoppers.labmall.test', nickname: '佐藤研究員', lang: 'ja', city: ['天津市', '天津市', '南开区'] },
  { account: 'kim.jihoon@shoppers.labmall.test', nickname: '김지훈', lang: 'ko', city: ['山东省', '青岛市', '崂山区'] },
  { account: 'park.seoyeon@shoppers.labmall.test', nickname: '박서연', lang: 'ko', city: ['湖北省', '武汉市', '洪山区'] },
];

/** How a name is shown with a review: its first and last character only ("陈***士"). */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length < 2 ? `${name}***` : `${chars[0]}***${chars[chars.length - 1]}`;
};
