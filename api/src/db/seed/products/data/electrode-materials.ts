import { chem, item, type SubCatalog } from '../catalog-types';
import { sheets, pcs } from '../sku-labels';

/** 电极材料 (top 8), sub-categories 801–805. */
export const electrodeMaterials: SubCatalog[] = [
  {
    kind: 'chem',
    use: [
      '批次一致性好，附 XRD 与粒度报告，适合正极材料对比研究与扣式电池评测。',
      'Consistent from lot to lot and shipped with XRD and particle-size reports, for comparative cathode studies and coin-cell tests.',
      'ロット間の均一性が高く XRD・粒度分布データを添付しており、正極材料の比較研究やコインセル評価に適しています。',
      '로트 간 균일성이 높고 XRD·입도 보고서가 함께 제공되어 양극재 비교 연구와 코인셀 평가에 적합합니다.',
    ],
    labels: ['d50', 'tap', 'capacity', 'ssa'],
    store: 'dry',
    items: [
      chem(['磷酸铁锂（碳包覆）', 'Lithium iron phosphate, carbon-coated', 'リン酸鉄リチウム（カーボンコート）', '리튬인산철(카본 코팅)'], 'LiFePO4', '15365-14-7', '≥ 99.5%', ['1.2 µm', '1.0 g/cm³', '≥ 155 mAh/g (0.1C)', '12 m²/g'], [['100 g', 98], ['500 g', 320], ['1 kg', 560]], { key: 'lfp' }),
      chem(['钴酸锂', 'Lithium cobalt oxide', 'コバルト酸リチウム', '리튬 코발트 산화물'], 'LiCoO2', '12190-79-3', '≥ 99.5%', ['15 µm', '2.8 g/cm³', '≥ 145 mAh/g (3.0–4.3 V)', '0.3 m²/g'], [['100 g', 168], ['500 g', 620]], { key: 'lco' }),
      chem(['三元正极材料 NCM811', 'NCM811 cathode material', '三元系正極材料 NCM811', '삼원계 양극재 NCM811'], 'LiNi0.8Co0.1Mn0.1O2', '346417-97-8', '≥ 99.5%', ['10 µm', '2.6 g/cm³', '≥ 200 mAh/g (2.8–4.3 V)', '0.4 m²/g'], [['100 g', 198], ['500 g', 780]], { key: 'ncm811', store: 'inert', note: ['高镍材料对空气中水分和二氧化碳敏感，建议在干燥间或手套箱内配料。', 'Nickel-rich material reacts with moisture and CO₂ in air, so weigh and mix it in a dry room or glove box.', '高ニッケル材料は大気中の水分や CO₂ と反応しやすいため、ドライルームまたはグローブボックス内での調合をお勧めします。', '하이니켈 소재는 공기 중 수분·CO₂와 반응하기 쉬우므로 드라이룸이나 글로브박스에서 배합하기를 권장합니다.'] }),
      chem(['三元正极材料 NCM523', 'NCM523 cathode material', '三元系正極材料 NCM523', '삼원계 양극재 NCM523'], 'LiNi0.5Co0.2Mn0.3O2', '346417-97-8', '≥ 99.5%', ['11 µm', '2.5 g/cm³', '≥ 165 mAh/g (2.8–4.3 V)', '0.5 m²/g'], [['100 g', 158], ['500 g', 598]]),
      chem(['锰酸锂（尖晶石型）', 'Lithium manganese oxide, spinel', 'マンガン酸リチウム（スピネル型）', '리튬 망간 산화물(스피넬형)'], 'LiMn2O4', '12057-17-9', '≥ 99.5%', ['12 µm', '2.2 g/cm³', '≥ 110 mAh/g (3.0–4.3 V)', '0.6 m²/g'], [['100 g', 88], ['500 g', 298]]),
      chem(['镍锰酸锂（高电压尖晶石）', 'Lithium nickel manganese oxide, high-voltage spinel', 'ニッケルマンガン酸リチウム（高電圧スピネル）', '리튬 니켈 망간 산화물(고전압 스피넬)'], 'LiNi0.5Mn1.5O4', '12031-75-3', '≥ 99.5%', ['8 µm', '2.3 g/cm³', '≥ 135 mAh/g (3.5–4.9 V)', '0.8 m²/g'], [['100 g', 228], ['500 g', 880]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '适用于负极浆料制备、半电池容量与首效测试，以及快充、长循环等方向的研究。',
      'For anode slurries, half-cell capacity and first-cycle-efficiency tests, and fast-charge or long-cycle studies.',
      '負極スラリーの調製、ハーフセルでの容量・初回効率評価、急速充電や長寿命化の研究に使えます。',
      '음극 슬러리 제조, 하프셀 용량·초기 효율 평가, 급속 충전과 장수명 연구에 사용할 수 있습니다.',
    ],
    labels: ['d50', 'tap', 'capacity', 'ice'],
    store: 'dry',
    items: [
      chem(['人造石墨', 'Artificial graphite', '人造黒鉛', '인조 흑연'], 'C', '7782-42-5', '≥ 99.95%', ['15 µm', '1.05 g/cm³', '≥ 355 mAh/g', '≥ 94%'], [['500 g', 120], ['1 kg', 198], ['5 kg', 820]], { key: 'graphite' }),
      chem(['球形天然石墨', 'Spherical natural graphite', '球状天然黒鉛', '구형 천연 흑연'], 'C', '7782-42-5', '≥ 99.95%', ['18 µm', '1.00 g/cm³', '≥ 360 mAh/g', '≥ 93%'], [['500 g', 98], ['1 kg', 168]]),
      chem(['中间相碳微球', 'Mesocarbon microbeads (MCMB)', 'メソカーボンマイクロビーズ', '메조카본 마이크로비드'], 'C', '7440-44-0', '≥ 99.9%', ['18 µm', '1.30 g/cm³', '≥ 330 mAh/g', '≥ 93%'], [['500 g', 268], ['1 kg', 468]]),
      chem(['硬碳（钠离子电池用）', 'Hard carbon for sodium-ion cells', 'ハードカーボン（ナトリウムイオン電池用）', '하드카본(나트륨이온 전지용)'], 'C', '7440-44-0', '≥ 99.9%', ['5 µm', '0.90 g/cm³', '≥ 300 mAh/g (Na)', '≥ 88%'], [['100 g', 128], ['500 g', 468]], { key: 'hard-carbon' }),
      chem(['钛酸锂', 'Lithium titanate', 'チタン酸リチウム', '리튬 티타네이트'], 'Li4Ti5O12', '12031-82-2', '≥ 99.5%', ['1 µm', '0.80 g/cm³', '≥ 165 mAh/g', '≥ 95%'], [['100 g', 118], ['500 g', 428]]),
      chem(['一氧化硅（碳包覆）', 'Silicon monoxide, carbon-coated', '一酸化ケイ素（カーボンコート）', '일산화규소(카본 코팅)'], 'SiO', '10097-28-6', '≥ 99.5%', ['6 µm', '1.10 g/cm³', '≥ 1500 mAh/g', '≥ 77%'], [['50 g', 198], ['250 g', 780]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '在极片中构建导电网络，降低内阻，提升倍率性能；常用添加量 1–5 wt%。',
      'Builds the conductive network of an electrode, lowering its resistance and improving rate capability; typical loading 1–5 wt%.',
      '電極内に導電ネットワークを形成して抵抗を下げ、レート特性を高めます。一般的な添加量は 1–5 wt% です。',
      '전극 내부에 도전 네트워크를 형성해 저항을 낮추고 율특성을 높입니다. 일반적인 첨가량은 1–5 wt%입니다.',
    ],
    labels: ['particle', 'ssa', 'water'],
    store: 'dry',
    items: [
      chem(['导电炭黑', 'Conductive carbon black', '導電性カーボンブラック', '도전성 카본블랙'], 'C', '1333-86-4', '≥ 99.5%', ['40 nm', '62 m²/g', '≤ 0.1%'], [['100 g', 68], ['500 g', 198]], { key: 'carbon-black' }),
      chem(['乙炔黑', 'Acetylene black', 'アセチレンブラック', '아세틸렌 블랙'], 'C', '1333-86-4', '≥ 99.9%', ['35 nm', '68 m²/g', '≤ 0.1%'], [['100 g', 78], ['500 g', 238]]),
      chem(['高比表面积导电炭黑', 'High-surface-area conductive carbon black', '高比表面積導電性カーボンブラック', '고비표면적 도전성 카본블랙'], 'C', '1333-86-4', '≥ 99.5%', ['34 nm', '1400 m²/g', '≤ 0.5%'], [['50 g', 168], ['250 g', 598]]),
      chem(['导电鳞片石墨', 'Conductive flake graphite', '導電性鱗片状黒鉛', '도전성 인상 흑연'], 'C', '7782-42-5', '≥ 99.9%', ['6 µm', '20 m²/g', '≤ 0.1%'], [['100 g', 58], ['500 g', 178]]),
      chem(['气相生长碳纤维', 'Vapour-grown carbon fibre', '気相成長炭素繊維', '기상 성장 탄소섬유'], 'C', '7440-44-0', '≥ 99.5%', ['150 nm × 6 µm', '13 m²/g', '≤ 0.1%'], [['50 g', 228], ['250 g', 880]]),
      chem(['碳纳米管导电浆料（NMP 体系）', 'Carbon nanotube conductive paste in NMP', 'カーボンナノチューブ導電ペースト（NMP 系）', '탄소나노튜브 도전 페이스트(NMP계)'], '', '', '', ['5 wt%', '3000–6000 mPa·s', 'NMP', '10–15 nm'], [['500 g', 298], ['1 kg', 520]], { labels: ['solids', 'viscosity', 'solvent', 'diameter'] }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '用于正负极浆料，使活性物质与导电剂牢固粘附在集流体上。',
      'Holds active material and conductive additive together, and onto the current collector, in cathode and anode slurries.',
      '正極・負極スラリーで活物質と導電助剤を結着し、集電体にしっかり密着させます。',
      '양극·음극 슬러리에서 활물질과 도전재를 결착하고 집전체에 단단히 붙여 줍니다.',
    ],
    labels: ['polymerMw', 'viscosity', 'water'],
    store: 'dry',
    items: [
      chem(['聚偏氟乙烯（PVDF）粘结剂', 'Poly(vinylidene fluoride) (PVDF) binder', 'ポリフッ化ビニリデン（PVDF）バインダー', '폴리불화비닐리덴(PVDF) 바인더'], '(C2H2F2)n', '24937-79-9', '≥ 99.5%', ['Mw ≈ 1,000,000', '≥ 1500 mPa·s (8% NMP)', '≤ 0.1%'], [['100 g', 88], ['500 g', 328]], { key: 'pvdf' }),
      chem(['羧甲基纤维素钠（CMC）', 'Sodium carboxymethyl cellulose (CMC)', 'カルボキシメチルセルロースナトリウム（CMC）', '카르복시메틸셀룰로오스 나트륨(CMC)'], '(C8H11NaO7)n', '9004-32-4', '≥ 99.5%', ['Mw ≈ 700,000', '1500–2500 mPa·s (1%)', '≤ 8%'], [['100 g', 58], ['500 g', 198]], { key: 'cmc' }),
      chem(['丁苯橡胶乳液（SBR）', 'Styrene-butadiene rubber emulsion (SBR)', 'スチレンブタジエンゴム（SBR）エマルジョン', '스티렌-부타디엔 고무(SBR) 에멀전'], '(C8H8·C4H6)n', '9003-55-8', '', ['40 ± 1%', '≤ 200 mPa·s', '150 nm'], [['250 g', 68], ['1 kg', 198]], { key: 'sbr', labels: ['solids', 'viscosity', 'particle'] }),
      chem(['聚丙烯酸（PAA）', 'Poly(acrylic acid) (PAA)', 'ポリアクリル酸（PAA）', '폴리아크릴산(PAA)'], '(C3H4O2)n', '9003-01-4', '≥ 99%', ['Mv ≈ 450,000', '4000–8000 mPa·s (2%)', '≤ 5%'], [['100 g', 78], ['500 g', 268]]),
      chem(['聚四氟乙烯分散液（60 wt%）', 'PTFE dispersion (60 wt%)', 'PTFE ディスパージョン（60 wt%）', 'PTFE 디스퍼전(60 wt%)'], '(C2F4)n', '9002-84-0', '', ['60 ± 1%', '≤ 30 mPa·s', '0.2 µm'], [['250 g', 98], ['1 kg', 298]], { labels: ['solids', 'viscosity', 'particle'] }),
      chem(['N-甲基吡咯烷酮（电池级）', 'N-Methyl-2-pyrrolidone (battery grade)', 'N-メチル-2-ピロリドン（電池グレード）', 'N-메틸-2-피롤리돈(배터리 등급)'], 'C5H9NO', '872-50-4', '≥ 99.9%', ['99.13 g/mol', '≤ 200 ppm', '202 °C'], [['500 mL', 58], ['2.5 L', 198]], { key: 'nmp', labels: ['mw', 'water', 'bp'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '免去浆料制备与涂布环节，冲片后即可组装电池，适合电解液、隔膜等对比测试。',
      'Skips slurry mixing and coating: punch and assemble straight away, ideal for comparing electrolytes, separators and other components.',
      'スラリー調製と塗工が不要で、打ち抜いてすぐにセルを組めるため、電解液やセパレーターの比較評価に最適です。',
      '슬러리 제조와 코팅 과정 없이 펀칭 후 바로 셀을 조립할 수 있어 전해액·분리막 비교 평가에 적합합니다.',
    ],
    labels: ['loading', 'arealCapacity', 'thickness', 'collector', 'size'],
    items: [
      item(['磷酸铁锂正极片（单面涂布）', 'LiFePO4 cathode sheet, single-sided', 'LiFePO4 正極シート（片面塗工）', 'LiFePO4 양극 시트(단면 코팅)'], ['12 mg/cm²', '1.8 mAh/cm²', '80 µm', 'Al 15 µm', '200 × 100 mm'], [[sheets(10), '10 sheets', 198], [sheets(50), '50 sheets', 880]], { key: 'lfp-sheet' }),
      item(['NCM811 正极片（单面涂布）', 'NCM811 cathode sheet, single-sided', 'NCM811 正極シート（片面塗工）', 'NCM811 양극 시트(단면 코팅)'], ['15 mg/cm²', '3.0 mAh/cm²', '70 µm', 'Al 15 µm', '200 × 100 mm'], [[sheets(10), '10 sheets', 268], [sheets(50), '50 sheets', 1180]]),
      item(['钴酸锂正极片（单面涂布）', 'LiCoO2 cathode sheet, single-sided', 'LiCoO2 正極シート（片面塗工）', 'LiCoO2 양극 시트(단면 코팅)'], ['16 mg/cm²', '2.3 mAh/cm²', '65 µm', 'Al 12 µm', '200 × 100 mm'], [[sheets(10), '10 sheets', 238], [sheets(50), '50 sheets', 1050]]),
      item(['石墨负极片（单面涂布）', 'Graphite anode sheet, single-sided', '黒鉛負極シート（片面塗工）', '흑연 음극 시트(단면 코팅)'], ['8 mg/cm²', '2.8 mAh/cm²', '75 µm', 'Cu 9 µm', '200 × 100 mm'], [[sheets(10), '10 sheets', 168], [sheets(50), '50 sheets', 760]], { key: 'graphite-sheet' }),
      item(['钛酸锂负极片（单面涂布）', 'Li4Ti5O12 anode sheet, single-sided', 'Li4Ti5O12 負極シート（片面塗工）', 'Li4Ti5O12 음극 시트(단면 코팅)'], ['10 mg/cm²', '1.6 mAh/cm²', '70 µm', 'Al 15 µm', '200 × 100 mm'], [[sheets(10), '10 sheets', 218]]),
      item(['磷酸铁锂极片圆片 Φ12 mm', 'LiFePO4 electrode discs, Φ12 mm', 'LiFePO4 電極ディスク Φ12 mm', 'LiFePO4 전극 디스크 Φ12 mm'], ['12 mg/cm²', '1.8 mAh/cm²', '80 µm', 'Al 15 µm', 'Φ12 mm'], [[pcs(50), '50 pcs', 168], [pcs(200), '200 pcs', 560]], { key: 'lfp-disc' }),
    ],
  },
];
