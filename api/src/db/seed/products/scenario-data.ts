import type { Names } from './catalog-types';

/** A procurement bundle; items are [product key, SKU position (0-based), quantity]. Ids are position + 1. */
export type ScenarioDef = { name: Names; description: Names; items: [key: string, sku: number, quantity: number][] };

export const scenarioData: ScenarioDef[] = [
  {
    name: ['扣式电池组装入门套装', 'Coin-cell assembly starter kit', 'コインセル組立スターターキット', '코인셀 조립 스타터 키트'],
    description: [
      '从电池壳、垫片、弹片、隔膜、锂片到电解液与封口机，一次配齐组装第一批 CR2032 半电池所需的全部物品。',
      'Everything for your first batch of CR2032 half-cells: cases, spacers, springs, separators, lithium chips, electrolyte and a crimper.',
      'ケース、スペーサー、スプリング、セパレーター、リチウムチップ、電解液、かしめ機まで、CR2032 ハーフセルを初めて組むのに必要なものがそろいます。',
      '케이스, 스페이서, 스프링, 분리막, 리튬 칩, 전해액, 크림퍼까지 CR2032 하프셀을 처음 조립하는 데 필요한 모든 것을 갖췄습니다.',
    ],
    items: [['cr2032', 0, 2], ['spacer', 0, 1], ['spring', 0, 1], ['pp-disc', 0, 1], ['li-chip', 0, 1], ['elyte-ecdmc', 0, 1], ['crimper', 0, 1]],
  },
  {
    name: ['电解液配方筛选套装', 'Electrolyte screening set', '電解液スクリーニングセット', '전해액 스크리닝 세트'],
    description: [
      '包含主盐、碳酸酯溶剂与常用成膜添加剂，适合在手套箱中配制并对比多种电解液配方。',
      'Lithium salts, carbonate solvents and the usual film-forming additives for mixing and comparing electrolyte formulations in a glove box.',
      'リチウム塩、カーボネート系溶媒、代表的な被膜形成添加剤を含み、グローブボックス内で複数の電解液配合を調製・比較できます。',
      '리튬염, 카보네이트 용매, 대표적인 피막 형성 첨가제로 글로브박스에서 여러 전해액 조성을 조제하고 비교할 수 있습니다.',
    ],
    items: [['lipf6', 0, 2], ['litfsi', 0, 1], ['ec', 0, 1], ['dmc', 0, 1], ['emc', 0, 1], ['fec', 0, 1], ['vc', 0, 1], ['vials', 0, 1]],
  },
  {
    name: ['软包电池试制产线', 'Pouch-cell prototyping line', 'ラミネートセル試作ライン', '파우치셀 시제작 라인'],
    description: [
      '冲壳、极耳、封装设备与铝塑膜、电解液、隔膜成套供应，实验室即可完成软包电池试制。',
      'Cup forming, tabs, sealing equipment, laminated film, electrolyte and separator as one set, so pouch cells can be prototyped in the lab.',
      'カップ成形機、タブ、封止装置とラミネートフィルム、電解液、セパレーターをセットにし、研究室でラミネートセルを試作できます。',
      '컵 성형기, 탭, 실링 장비와 파우치 필름, 전해액, 분리막을 한 세트로 구성해 실험실에서 파우치셀을 시제작할 수 있습니다.',
    ],
    items: [['al-film', 1, 1], ['ni-tab', 0, 1], ['al-tab', 0, 1], ['ceramic-sep', 0, 1], ['elyte-vc', 1, 1], ['pouch-former', 0, 1], ['pouch-sealer', 0, 1]],
  },
  {
    name: ['石墨负极浆料套装', 'Anode slurry kit', '負極スラリーキット', '음극 슬러리 키트'],
    description: [
      '石墨、导电炭黑、CMC/SBR 水系粘结剂与铜箔、刮刀组合，按常用 95:1.5:1.5:2 配比即可涂布负极。',
      'Graphite, carbon black, CMC/SBR water-based binder, copper foil and a doctor blade for coating anodes at the usual 95:1.5:1.5:2 ratio.',
      '黒鉛、カーボンブラック、CMC/SBR 水系バインダー、銅箔、ドクターブレードの組み合わせで、一般的な 95:1.5:1.5:2 の配合で負極を塗工できます。',
      '흑연, 카본블랙, CMC/SBR 수계 바인더, 동박, 닥터 블레이드 조합으로 일반적인 95:1.5:1.5:2 비율로 음극을 코팅할 수 있습니다.',
    ],
    items: [['graphite', 0, 1], ['carbon-black', 0, 1], ['cmc', 0, 1], ['sbr', 0, 1], ['cu-foil', 0, 1], ['doctor-blade', 0, 1]],
  },
  {
    name: ['手套箱耗材补给包', 'Glove-box consumables pack', 'グローブボックス消耗品パック', '글로브박스 소모품 팩'],
    description: [
      '手套箱手套、丁腈内衬手套、无尘纸、样品瓶与吸头，日常补货一次下单。',
      'Box gloves, nitrile liners, low-lint wipes, vials and pipette tips: the routine restock in one order.',
      'グローブボックス用グローブ、ニトリルインナー手袋、ワイパー、バイアル、ピペットチップを一度にまとめて補充できます。',
      '글로브박스 장갑, 니트릴 이너 장갑, 와이퍼, 바이알, 피펫 팁을 한 번에 보충할 수 있습니다.',
    ],
    items: [['butyl-gloves', 0, 1], ['nitrile-gloves', 1, 5], ['wipes', 0, 10], ['vials', 0, 2], ['tips', 0, 1]],
  },
  {
    name: ['电化学测试工作台', 'Electrochemical testing bench', '電気化学測定ベンチ', '전기화학 측정 벤치'],
    description: [
      '电化学工作站配三电极电解池、参比电极、对电极、玻碳电极与抛光套装，开箱即可开展 CV 与 EIS 测试。',
      'A workstation with a three-electrode cell, reference, counter and glassy-carbon electrodes and a polishing kit: ready for CV and EIS out of the box.',
      '電気化学測定装置に三極式セル、参照極、対極、グラッシーカーボン電極、研磨キットを組み合わせ、届いてすぐ CV や EIS 測定を始められます。',
      '전기화학 워크스테이션에 3전극 셀, 기준 전극, 상대 전극, 유리질 탄소 전극, 연마 키트를 더해 바로 CV와 EIS 측정을 시작할 수 있습니다.',
    ],
    items: [['potentiostat', 1, 1], ['three-cell', 0, 1], ['ref-electrode', 0, 1], ['pt-counter', 0, 1], ['gce', 0, 2], ['polish-kit', 0, 1]],
  },
  {
    name: ['钠离子半电池套装', 'Sodium-ion half-cell kit', 'ナトリウムイオンハーフセルキット', '나트륨이온 하프셀 키트'],
    description: [
      '硬碳负极、钠盐电解液、金属钠、玻璃纤维隔膜与 316L 电池壳，满足钠离子半电池的组装需求。',
      'Hard carbon, sodium electrolyte, sodium metal, glass-fibre separators and 316L cases for assembling sodium-ion half-cells.',
      'ハードカーボン、ナトリウム系電解液、金属ナトリウム、ガラス繊維セパレーター、316L ケースで、ナトリウムイオンハーフセルを組み立てられます。',
      '하드카본, 나트륨 전해액, 금속 나트륨, 유리섬유 분리막, 316L 케이스로 나트륨이온 하프셀을 조립할 수 있습니다.',
    ],
    items: [['hard-carbon', 0, 1], ['elyte-na', 0, 1], ['na-metal', 0, 1], ['gf-sep', 0, 1], ['cr2032-316', 0, 2]],
  },
];
