import { chem, type SubCatalog } from '../catalog-types';

/** 纳米材料 (top 2), sub-categories 201–205. */
export const nanomaterials: SubCatalog[] = [
  {
    kind: 'chem',
    use: [
      '管径分布窄、杂质含量低，可用作导电剂、复合材料增强相及催化剂载体。',
      'Narrow diameter distribution and low impurities; used as a conductive additive, composite reinforcement and catalyst support.',
      '径分布が狭く不純物が少なく、導電助剤、複合材料の強化材、触媒担体として使われます。',
      '직경 분포가 좁고 불순물이 적어 도전재, 복합재 보강재, 촉매 담체로 쓰입니다.',
    ],
    labels: ['diameter', 'length', 'ssa'],
    store: 'dry',
    items: [
      chem(['多壁碳纳米管（管径 10–20 nm）', 'Multi-walled carbon nanotubes, 10–20 nm', '多層カーボンナノチューブ（10–20 nm）', '다중벽 탄소나노튜브(10–20 nm)'], 'C', '308068-56-6', '≥ 95%', ['10–20 nm', '10–30 µm', '≥ 200 m²/g'], [['10 g', 98], ['50 g', 380]], { key: 'mwcnt' }),
      chem(['多壁碳纳米管（管径 20–40 nm）', 'Multi-walled carbon nanotubes, 20–40 nm', '多層カーボンナノチューブ（20–40 nm）', '다중벽 탄소나노튜브(20–40 nm)'], 'C', '308068-56-6', '≥ 95%', ['20–40 nm', '5–15 µm', '≥ 110 m²/g'], [['10 g', 78], ['100 g', 498]]),
      chem(['单壁碳纳米管', 'Single-walled carbon nanotubes', '単層カーボンナノチューブ', '단일벽 탄소나노튜브'], 'C', '308068-56-6', '≥ 90%', ['1–2 nm', '5–30 µm', '≥ 380 m²/g'], [['1 g', 580], ['5 g', 2380]]),
      chem(['羧基化多壁碳纳米管', 'Carboxyl-functionalised multi-walled carbon nanotubes', 'カルボキシル化多層カーボンナノチューブ', '카복실화 다중벽 탄소나노튜브'], 'C', '308068-56-6', '≥ 95%', ['10–20 nm', '10–30 µm', '≥ 200 m²/g'], [['10 g', 168], ['50 g', 680]]),
      chem(['氮掺杂碳纳米管', 'Nitrogen-doped carbon nanotubes', '窒素ドープカーボンナノチューブ', '질소 도핑 탄소나노튜브'], 'C', '308068-56-6', '≥ 95%', ['10–30 nm', '5–20 µm', '≥ 150 m²/g'], [['5 g', 298], ['25 g', 1180]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '片层薄、导电导热性能优异，可用于导电涂层、复合电极及储能器件研究。',
      'Thin sheets with excellent electrical and thermal conductivity, for conductive coatings, composite electrodes and energy-storage devices.',
      '薄い層構造で電気・熱伝導性に優れ、導電性コーティング、複合電極、蓄電デバイスの研究に使えます。',
      '얇은 층상 구조로 전기·열전도성이 뛰어나 도전성 코팅, 복합 전극, 에너지 저장 소자 연구에 쓰입니다.',
    ],
    labels: ['layers', 'size', 'thickness'],
    store: 'dry',
    items: [
      chem(['石墨烯微片', 'Graphene nanoplatelets', 'グラフェンナノプレートレット', '그래핀 나노플레이트렛'], 'C', '1034343-98-0', '≥ 99.5%', ['< 10', '5–10 µm', '3–10 nm'], [['10 g', 128], ['50 g', 498]], { key: 'graphene' }),
      chem(['单层氧化石墨烯粉末', 'Single-layer graphene oxide powder', '単層酸化グラフェン粉末', '단일층 산화그래핀 분말'], 'CxHyOz', '1034343-98-0', '≥ 99%', ['1', '0.5–5 µm', '0.8–1.2 nm'], [['1 g', 198], ['5 g', 780]]),
      chem(['还原氧化石墨烯', 'Reduced graphene oxide', '還元型酸化グラフェン', '환원 그래핀 옥사이드'], 'C', '7782-42-5', '≥ 98%', ['1–3', '1–5 µm', '1–3 nm'], [['1 g', 168], ['5 g', 680]]),
      chem(['石墨烯 NMP 分散液（5 mg/mL）', 'Graphene dispersion in NMP, 5 mg/mL', 'グラフェン NMP 分散液（5 mg/mL）', '그래핀 NMP 분산액(5 mg/mL)'], '', '', '', ['5 mg/mL', 'NMP', '1–5', '1–3 µm'], [['100 mL', 268], ['500 mL', 1080]], { labels: ['concentration', 'solvent', 'layers', 'size'] }),
      chem(['氮掺杂石墨烯', 'Nitrogen-doped graphene', '窒素ドープグラフェン', '질소 도핑 그래핀'], 'C', '1034343-98-0', '≥ 95%', ['1–5', '0.5–3 µm', '1–5 nm'], [['1 g', 298], ['5 g', 1280]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '粒径均匀、分散性好，可用于隔膜陶瓷涂层、电极包覆改性及固态电解质填料。',
      'Uniform, well-dispersed particles for ceramic separator coatings, electrode surface modification and solid-electrolyte fillers.',
      '粒子径が均一で分散性が良く、セパレーターのセラミックコート、電極表面修飾、固体電解質フィラーに使えます。',
      '입자 크기가 균일하고 분산성이 좋아 분리막 세라믹 코팅, 전극 표면 개질, 고체전해질 필러로 쓰입니다.',
    ],
    labels: ['particle', 'ssa', 'mw'],
    store: 'dry',
    items: [
      chem(['纳米二氧化硅', 'Silica nanopowder', 'ナノシリカ', '나노 실리카'], 'SiO2', '7631-86-9', '≥ 99.8%', ['20 nm', '200 m²/g', '60.08 g/mol'], [['25 g', 68], ['100 g', 198]]),
      chem(['纳米二氧化钛（锐钛矿）', 'Titanium dioxide nanopowder, anatase', '酸化チタンナノ粉末（アナターゼ）', '나노 이산화티타늄(아나타제)'], 'TiO2', '13463-67-7', '≥ 99.5%', ['25 nm', '50 m²/g', '79.87 g/mol'], [['25 g', 58], ['100 g', 168]]),
      chem(['纳米氧化锌', 'Zinc oxide nanopowder', '酸化亜鉛ナノ粉末', '나노 산화아연'], 'ZnO', '1314-13-2', '≥ 99.9%', ['30 nm', '35 m²/g', '81.38 g/mol'], [['25 g', 58], ['100 g', 158]]),
      chem(['纳米氧化铝（γ 相）', 'Aluminium oxide nanopowder, gamma phase', '酸化アルミニウムナノ粉末（γ 相）', '나노 산화알루미늄(γ상)'], 'Al2O3', '1344-28-1', '≥ 99.9%', ['20 nm', '160 m²/g', '101.96 g/mol'], [['25 g', 78], ['100 g', 228]], { key: 'nano-al2o3' }),
      chem(['纳米氧化锆', 'Zirconium oxide nanopowder', '酸化ジルコニウムナノ粉末', '나노 산화지르코늄'], 'ZrO2', '1314-23-4', '≥ 99.9%', ['50 nm', '25 m²/g', '123.22 g/mol'], [['25 g', 98], ['100 g', 298]]),
      chem(['纳米二氧化铈', 'Cerium oxide nanopowder', '酸化セリウムナノ粉末', '나노 산화세륨'], 'CeO2', '1306-38-3', '≥ 99.9%', ['25 nm', '30 m²/g', '172.12 g/mol'], [['25 g', 118], ['100 g', 358]]),
      chem(['纳米四氧化三铁', 'Iron(II,III) oxide nanopowder', '四酸化三鉄ナノ粉末', '나노 사산화삼철'], 'Fe3O4', '1317-61-9', '≥ 99.5%', ['20 nm', '60 m²/g', '231.53 g/mol'], [['25 g', 78], ['100 g', 238]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '理论比容量高，是高能量密度硅基负极研究的核心原料。',
      'Its very high theoretical capacity makes it the core raw material of high-energy silicon anode research.',
      '理論容量が非常に高く、高エネルギー密度シリコン系負極研究の中心となる原料です。',
      '이론 용량이 매우 높아 고에너지 밀도 실리콘계 음극 연구의 핵심 원료입니다.',
    ],
    labels: ['particle', 'ssa', 'capacity'],
    store: 'inert',
    items: [
      chem(['纳米硅粉（50 nm）', 'Silicon nanopowder, 50 nm', 'シリコンナノ粉末（50 nm）', '실리콘 나노분말(50 nm)'], 'Si', '7440-21-3', '≥ 99.9%', ['50 nm', '45 m²/g', '≥ 3000 mAh/g'], [['10 g', 168], ['50 g', 680]], { key: 'nano-si' }),
      chem(['纳米硅粉（100 nm）', 'Silicon nanopowder, 100 nm', 'シリコンナノ粉末（100 nm）', '실리콘 나노분말(100 nm)'], 'Si', '7440-21-3', '≥ 99.9%', ['100 nm', '25 m²/g', '≥ 3000 mAh/g'], [['10 g', 128], ['50 g', 520]]),
      chem(['硅纳米线', 'Silicon nanowires', 'シリコンナノワイヤー', '실리콘 나노와이어'], 'Si', '7440-21-3', '≥ 99%', ['Φ50–100 nm', '30 m²/g', '≥ 2800 mAh/g'], [['1 g', 680], ['5 g', 2880]]),
      chem(['碳包覆纳米硅', 'Carbon-coated silicon nanoparticles', 'カーボンコートシリコンナノ粒子', '카본 코팅 실리콘 나노입자'], 'Si', '7440-21-3', '≥ 99.5%', ['80 nm', '30 m²/g', '≥ 2200 mAh/g'], [['10 g', 238], ['50 g', 980]]),
      chem(['微米硅粉（1–3 µm）', 'Silicon powder, 1–3 µm', 'シリコン粉末（1–3 µm）', '실리콘 분말(1–3 µm)'], 'Si', '7440-21-3', '≥ 99.9%', ['1–3 µm', '5 m²/g', '≥ 3200 mAh/g'], [['50 g', 98], ['250 g', 380]], { store: 'dry' }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '发光峰窄、量子产率高，适用于光电器件、荧光标记及光催化研究。',
      'Narrow emission and high quantum yield, for optoelectronic devices, fluorescent labelling and photocatalysis.',
      '発光スペクトルが狭く量子収率が高いため、光電子デバイス、蛍光標識、光触媒研究に適しています。',
      '발광 스펙트럼이 좁고 양자 효율이 높아 광전자 소자, 형광 표지, 광촉매 연구에 적합합니다.',
    ],
    labels: ['emission', 'diameter', 'concentration', 'solvent'],
    store: 'cold',
    items: [
      chem(['CdSe/ZnS 核壳量子点（620 nm）', 'CdSe/ZnS core–shell quantum dots, 620 nm', 'CdSe/ZnS コアシェル量子ドット（620 nm）', 'CdSe/ZnS 코어-셸 양자점(620 nm)'], 'CdSe/ZnS', '1306-24-7', '', ['620 nm', '≈ 6 nm', '5 mg/mL', 'C7H8'], [['5 mL', 580], ['25 mL', 2380]]),
      chem(['InP/ZnS 核壳量子点（530 nm）', 'InP/ZnS core–shell quantum dots, 530 nm', 'InP/ZnS コアシェル量子ドット（530 nm）', 'InP/ZnS 코어-셸 양자점(530 nm)'], 'InP/ZnS', '22398-80-7', '', ['530 nm', '≈ 4 nm', '5 mg/mL', 'C7H8'], [['5 mL', 680], ['25 mL', 2780]]),
      chem(['硫化铅量子点（1300 nm）', 'Lead sulfide quantum dots, 1300 nm', '硫化鉛量子ドット（1300 nm）', '황화납 양자점(1300 nm)'], 'PbS', '1314-87-0', '', ['1300 nm', '≈ 4.5 nm', '10 mg/mL', 'C8H18'], [['5 mL', 620], ['25 mL', 2580]]),
      chem(['碳量子点水溶液', 'Carbon quantum dots, aqueous', 'カーボン量子ドット水分散液', '탄소 양자점 수분산액'], 'C', '7440-44-0', '', ['450 nm', '2–5 nm', '1 mg/mL', 'H2O'], [['10 mL', 198], ['50 mL', 780]]),
      chem(['碲化镉量子点水溶液（570 nm）', 'Cadmium telluride quantum dots, aqueous, 570 nm', 'テルル化カドミウム量子ドット水分散液（570 nm）', '텔루르화카드뮴 양자점 수분산액(570 nm)'], 'CdTe', '1306-25-8', '', ['570 nm', '≈ 3 nm', '1 mg/mL', 'H2O'], [['5 mL', 398], ['25 mL', 1680]]),
    ],
  },
];
