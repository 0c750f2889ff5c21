import type { Names } from './catalog-types';

type Words = (amount: string) => Names;

/** How a chemical's package is named in each language ("25 g/瓶", "25 g bottle", …). */
export const containers = {
  bottle: (p) => [`${p}/瓶`, `${p} bottle`, `${p} 瓶`, `${p} 병`],
  bag: (p) => [`${p}/袋`, `${p} bag`, `${p} 袋`, `${p} 봉`],
  drum: (p) => [`${p}/桶`, `${p} drum`, `${p} 缶`, `${p} 드럼`],
  cylinder: (p) => [`${p} 钢瓶`, `${p} cylinder`, `${p} ボンベ`, `${p} 실린더`],
  ampoule: (p) => [`${p}/安瓿`, `${p} ampoule`, `${p} アンプル`, `${p} 앰플`],
} satisfies Record<string, Words>;
export type ContainerKey = keyof typeof containers;

/** Solids by the kilogram come in bags; everything else in bottles unless the sub-category says otherwise. */
export function packSpec(pack: string, container?: ContainerKey): Names {
  const key = container ?? (/\bkg$/.test(pack) ? 'bag' : 'bottle');
  return containers[key](pack);
}

/** Storage advice for chemicals, one sentence per language. */
export const storage = {
  dry: [
    '请密封存放于阴凉干燥处。',
    'Keep the container tightly closed in a cool, dry place.',
    '密栓して冷暗所で保管してください。',
    '밀봉하여 서늘하고 건조한 곳에 보관하십시오.',
  ],
  inert: [
    '对水分敏感，请在氩气手套箱内开封和储存。',
    'It is moisture-sensitive: open and store it under argon in a glove box.',
    '吸湿性があるため、アルゴン雰囲気のグローブボックス内で開封・保管してください。',
    '수분에 민감하므로 아르곤 글로브박스 안에서 개봉하고 보관하십시오.',
  ],
  cold: [
    '请于 2–8 °C 避光冷藏。',
    'Store refrigerated at 2–8 °C and away from light.',
    '2–8 °C で遮光冷蔵保管してください。',
    '2–8 °C에서 빛을 피해 냉장 보관하십시오.',
  ],
  flammable: [
    '易燃液体，请远离火源，存放于防火柜中。',
    'Flammable: keep away from ignition sources and store in a flammables cabinet.',
    '引火性液体のため、火気を避けて危険物保管庫に保管してください。',
    '인화성 액체이므로 화기를 피해 방화 캐비닛에 보관하십시오.',
  ],
  gas: [
    '气瓶请直立固定，存放于通风良好的场所。',
    'Keep cylinders upright, chained and in a well-ventilated area.',
    'ボンベは転倒防止措置をして、換気の良い場所に立てて保管してください。',
    '실린더는 똑바로 세워 고정하고 환기가 잘 되는 곳에 보관하십시오.',
  ],
} satisfies Record<string, Names>;
export type StoreKey = keyof typeof storage;

/** Consumable and equipment variants. */
export const pcs = (n: number): Names => [`${n} 个/包`, `Pack of ${n}`, `${n}個入り`, `${n}개입`];
export const sheets = (n: number): Names => [`${n} 张/包`, `Pack of ${n} sheets`, `${n}枚入り`, `${n}매입`];
export const roll = (size: string): Names => [`${size}/卷`, `${size} roll`, `${size} ロール`, `${size} 롤`];
export const sized = (size: string, n: number): Names => [
  `${size} 码，${n} 只/盒`,
  `Size ${size}, box of ${n}`,
  `${size}サイズ・${n}枚入り`,
  `${size} 사이즈, ${n}매입`,
];
export const chans = (n: number): Names => [`${n} 通道`, `${n} channels`, `${n}チャンネル`, `${n}채널`];
export const set: Names = ['1 套', '1 set', '1セット', '1세트'];
export const std: Names = ['标准配置', 'Standard configuration', '標準構成', '기본 구성'];
export const withEis: Names = ['含交流阻抗模块', 'With EIS module', 'インピーダンスモジュール付き', 'EIS 모듈 포함'];
export const heated: Names = ['加热型', 'Heated version', '加熱タイプ', '가열형'];
export const automatic: Names = ['自动型', 'Automatic version', '自動タイプ', '자동형'];
export const setsOf = (n: number): Names => [`${n} 套/包`, `Pack of ${n} sets`, `${n}セット入り`, `${n}세트입`];
