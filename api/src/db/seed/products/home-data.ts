import type { Names } from './catalog-types';

export type BannerDef = { kind: 'carousel' | 'service'; title: Names; subtitle: Names; link: string };

// Page titles are Chinese (spec §1), so category links carry the Chinese title.
const category = (id: number, title: string) => `/category?categoryId=${id}&title=${encodeURIComponent(title)}`;

/** Home carousel slides and service images; ids are position + 1. */
export const bannerData: BannerDef[] = [
  { kind: 'carousel', title: ['电解液与锂盐专场', 'Electrolytes & lithium salts', '電解液・リチウム塩特集', '전해액·리튬염 특가전'], subtitle: ['电池级纯度，手套箱灌装，现货当天发出', 'Battery grade, filled under argon, shipped the same day', '電池グレード・アルゴン充填・当日出荷', '배터리 등급, 아르곤 충전, 당일 출고'], link: category(9, '电解液与锂盐') },
  { kind: 'carousel', title: ['扣式电池组装一站配齐', 'Coin-cell assembly in one order', 'コインセル組立をワンストップで', '코인셀 조립을 한 번에'], subtitle: ['电池壳、隔膜、锂片、封口机按场景打包', 'Cases, separators, lithium and crimpers bundled by task', 'ケース・セパレーター・リチウム・かしめ機をシーン別にセット', '케이스·분리막·리튬·크림퍼를 용도별로 묶음'], link: '/sceneProduct' },
  { kind: 'carousel', title: ['电化学工作站新品', 'New electrochemical workstations', '電気化学測定装置の新製品', '전기화학 워크스테이션 신제품'], subtitle: ['10 µHz–1 MHz 交流阻抗，多通道并行测试', 'EIS from 10 µHz to 1 MHz, many channels in parallel', '10 µHz–1 MHz のインピーダンス、多チャンネル同時測定', '10 µHz–1 MHz 임피던스, 다채널 동시 측정'], link: category(5, '电化学工作站') },
  { kind: 'carousel', title: ['纳米材料科研级现货', 'Research-grade nanomaterials in stock', '研究用ナノ材料 在庫あり', '연구용 나노 소재 재고 보유'], subtitle: ['碳纳米管、石墨烯、纳米硅，附检测报告', 'Nanotubes, graphene and nano-silicon with test reports', 'CNT・グラフェン・ナノシリコン、試験成績書付き', '탄소나노튜브·그래핀·나노 실리콘, 성적서 제공'], link: category(2, '纳米材料') },
  { kind: 'service', title: ['场景化采购', 'Scenario procurement', 'シーン別購入', '시나리오 구매'], subtitle: ['按实验场景整套下单', 'Order a whole experiment at once', '実験ごとにまとめて注文', '실험 단위로 한 번에 주문'], link: '/sceneProduct' },
  { kind: 'service', title: ['积分商城', 'Points mall', 'ポイントモール', '포인트몰'], subtitle: ['下单赚积分，好礼随心换', 'Earn points on every order', '注文でポイントを貯めて交換', '주문하고 포인트로 교환'], link: '/pointsMall' },
  { kind: 'service', title: ['专业销售团队', 'Expert sales team', '専門営業チーム', '전문 영업팀'], subtitle: ['一对一选型与报价', 'One-to-one advice and quotes', '機種選定と見積もりを個別対応', '1:1 선정 상담과 견적'], link: '/salesTeam' },
  { kind: 'service', title: ['售后无忧', 'After-sales service', 'アフターサービス', '애프터서비스'], subtitle: ['设备安装培训，售后快速响应', 'Installation, training and fast support', '据付・トレーニング・迅速なサポート', '설치·교육·신속한 지원'], link: '/service/afterSales' },
];

/** Search hot words, in display order. */
export const hotWordData: Names[] = [
  ['六氟磷酸锂', 'LiPF6', '六フッ化リン酸リチウム', '육불화인산리튬'],
  ['扣式电池壳', 'CR2032 cases', 'コインセルケース', '코인셀 케이스'],
  ['手套箱', 'Glove box', 'グローブボックス', '글로브박스'],
  ['隔膜', 'Separator', 'セパレーター', '분리막'],
  ['电解液', 'Electrolyte', '電解液', '전해액'],
  ['磷酸铁锂', 'LiFePO4', 'リン酸鉄リチウム', '리튬인산철'],
  ['导电炭黑', 'Carbon black', 'カーボンブラック', '카본블랙'],
  ['电化学工作站', 'Potentiostat', 'ポテンショスタット', '포텐쇼스탯'],
  ['封口机', 'Coin-cell crimper', 'かしめ機', '크림퍼'],
  ['碳纳米管', 'Carbon nanotubes', 'カーボンナノチューブ', '탄소나노튜브'],
];
