import { chem, item, type SubCatalog } from '../catalog-types';
import { roll, sheets } from '../sku-labels';

const metal = (formula: string, cas: string, purity: string) => ({ kind: 'chem' as const, formula, cas, purity, store: 'inert' as const });

/** 化学试剂 (top 11), sub-categories 1101–1105. */
export const chemicalReagents: SubCatalog[] = [
  {
    kind: 'chem',
    use: [
      '分析纯及以上级别，可用于前驱体合成、溶液配制及材料表征前处理。',
      'Analytical grade or better, for precursor synthesis, solution preparation and sample pretreatment.',
      '分析用以上のグレードで、前駆体合成、溶液調製、分析前処理に使えます。',
      '분석용 이상의 등급으로 전구체 합성, 용액 조제, 분석 전처리에 사용합니다.',
    ],
    labels: ['mw', 'metals'],
    store: 'dry',
    items: [
      chem(['单水氢氧化锂', 'Lithium hydroxide monohydrate', '水酸化リチウム一水和物', '수산화리튬 일수화물'], 'LiOH·H2O', '1310-66-3', '≥ 99.0%', ['41.96 g/mol', '≤ 20 ppm'], [['500 g', 128], ['2.5 kg', 498]], { key: 'lioh' }),
      chem(['碳酸锂', 'Lithium carbonate', '炭酸リチウム', '탄산리튬'], 'Li2CO3', '554-13-2', '≥ 99.99%', ['73.89 g/mol', '≤ 10 ppm'], [['100 g', 68], ['500 g', 228]], { key: 'li2co3' }),
      chem(['氯化钠', 'Sodium chloride', '塩化ナトリウム', '염화나트륨'], 'NaCl', '7647-14-5', '≥ 99.8%', ['58.44 g/mol', '≤ 5 ppm'], [['500 g', 58], ['2.5 kg', 168]]),
      chem(['氢氧化钾', 'Potassium hydroxide', '水酸化カリウム', '수산화칼륨'], 'KOH', '1310-58-3', '≥ 90%', ['56.11 g/mol', '≤ 10 ppm'], [['500 g', 58], ['2.5 kg', 198]]),
      chem(['氢氧化钠', 'Sodium hydroxide', '水酸化ナトリウム', '수산화나트륨'], 'NaOH', '1310-73-2', '≥ 98%', ['40.00 g/mol', '≤ 10 ppm'], [['500 g', 52], ['2.5 kg', 168]]),
      chem(['无水氯化锂', 'Lithium chloride, anhydrous', '塩化リチウム（無水）', '염화리튬(무수)'], 'LiCl', '7447-41-8', '≥ 99.9%', ['42.39 g/mol', '≤ 10 ppm'], [['100 g', 88], ['500 g', 328]], { store: 'inert' }),
      chem(['无水碳酸钠', 'Sodium carbonate, anhydrous', '炭酸ナトリウム（無水）', '탄산나트륨(무수)'], 'Na2CO3', '497-19-8', '≥ 99.8%', ['105.99 g/mol', '≤ 10 ppm'], [['500 g', 52], ['2.5 kg', 168]]),
      chem(['六水硫酸镍', 'Nickel(II) sulfate hexahydrate', '硫酸ニッケル(II)六水和物', '황산니켈(II) 육수화물'], 'NiSO4·6H2O', '10101-97-0', '≥ 99.9%', ['262.85 g/mol', '≤ 20 ppm'], [['500 g', 128], ['2.5 kg', 520]]),
      chem(['七水硫酸钴', 'Cobalt(II) sulfate heptahydrate', '硫酸コバルト(II)七水和物', '황산코발트(II) 칠수화물'], 'CoSO4·7H2O', '10026-24-1', '≥ 99.9%', ['281.10 g/mol', '≤ 20 ppm'], [['500 g', 198], ['2.5 kg', 868]]),
      chem(['一水硫酸锰', 'Manganese(II) sulfate monohydrate', '硫酸マンガン(II)一水和物', '황산망간(II) 일수화물'], 'MnSO4·H2O', '10034-96-5', '≥ 99.9%', ['169.02 g/mol', '≤ 20 ppm'], [['500 g', 88], ['2.5 kg', 338]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '常用有机试剂，适合极片清洗、合成反应及器皿清洁。',
      'Everyday organic reagents for rinsing electrodes, synthesis and cleaning glassware.',
      '日常的に使う有機試薬で、電極の洗浄、合成反応、器具の洗浄に適しています。',
      '일상적으로 쓰는 유기 시약으로 전극 세척, 합성 반응, 기구 세척에 적합합니다.',
    ],
    labels: ['mw', 'water', 'bp'],
    store: 'flammable',
    items: [
      chem(['丙酮', 'Acetone', 'アセトン', '아세톤'], 'C3H6O', '67-64-1', '≥ 99.5%', ['58.08 g/mol', '≤ 0.3%', '56 °C'], [['500 mL', 52], ['2.5 L', 138]], { key: 'acetone' }),
      chem(['无水乙醇', 'Ethanol, absolute', 'エタノール（無水）', '에탄올(무수)'], 'C2H6O', '64-17-5', '≥ 99.7%', ['46.07 g/mol', '≤ 0.3%', '78 °C'], [['500 mL', 55], ['2.5 L', 148]], { key: 'ethanol' }),
      chem(['异丙醇', '2-Propanol', '2-プロパノール', '2-프로판올'], 'C3H8O', '67-63-0', '≥ 99.7%', ['60.10 g/mol', '≤ 0.2%', '82 °C'], [['500 mL', 58], ['2.5 L', 158]]),
      chem(['N,N-二甲基甲酰胺', 'N,N-Dimethylformamide', 'N,N-ジメチルホルムアミド', 'N,N-디메틸포름아미드'], 'C3H7NO', '68-12-2', '≥ 99.5%', ['73.09 g/mol', '≤ 0.1%', '153 °C'], [['500 mL', 62], ['2.5 L', 178]]),
      chem(['二甲基亚砜', 'Dimethyl sulfoxide', 'ジメチルスルホキシド', '디메틸 설폭사이드'], 'C2H6OS', '67-68-5', '≥ 99.9%', ['78.13 g/mol', '≤ 0.1%', '189 °C'], [['500 mL', 78], ['2.5 L', 238]], { store: 'dry' }),
      chem(['无水柠檬酸', 'Citric acid, anhydrous', 'クエン酸（無水）', '구연산(무수)'], 'C6H8O7', '77-92-9', '≥ 99.5%', ['192.12 g/mol', '153 °C'], [['500 g', 55], ['2.5 kg', 168]], { labels: ['mw', 'mp'], store: 'dry' }),
      chem(['二水草酸', 'Oxalic acid dihydrate', 'シュウ酸二水和物', '옥살산 이수화물'], 'C2H2O4·2H2O', '6153-56-6', '≥ 99.5%', ['126.07 g/mol', '101 °C'], [['500 g', 58], ['2.5 kg', 178]], { labels: ['mw', 'mp'], store: 'dry' }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '纯度高、杂质低，适合制作对电极、参比电极及金属负极研究。',
      'High purity with low impurities, for counter and reference electrodes and metal-anode research.',
      '高純度で不純物が少なく、対極・参照極の作製や金属負極の研究に適しています。',
      '고순도에 불순물이 적어 상대 전극·기준 전극 제작과 금속 음극 연구에 적합합니다.',
    ],
    labels: ['size', 'metals'],
    store: 'inert',
    items: [
      item(['锂带', 'Lithium ribbon', 'リチウムリボン', '리튬 리본'], ['0.45 × 50 mm', 'Na ≤ 100 ppm'], [[roll('50 mm × 1 m'), '1 m', 268], [roll('50 mm × 5 m'), '5 m', 1180]], { key: 'li-foil', ...metal('Li', '7439-93-2', '≥ 99.9%') }),
      chem(['金属钠（矿物油保存）', 'Sodium metal, in mineral oil', 'ナトリウム金属（鉱油中）', '나트륨 금속(광유 보관)'], 'Na', '7440-23-5', '≥ 99.7%', ['10–20 mm', 'K ≤ 200 ppm'], [['25 g', 128], ['100 g', 368]], { key: 'na-metal' }),
      chem(['金属钾（矿物油保存）', 'Potassium metal, in mineral oil', 'カリウム金属（鉱油中）', '칼륨 금속(광유 보관)'], 'K', '7440-09-7', '≥ 99.5%', ['10–20 mm', 'Na ≤ 500 ppm'], [['10 g', 198], ['25 g', 398]]),
      item(['锌箔', 'Zinc foil', '亜鉛箔', '아연박'], ['0.1 × 100 mm', 'Pb ≤ 10 ppm'], [[roll('100 mm × 1 m'), '1 m', 98], [roll('100 mm × 5 m'), '5 m', 398]], { key: 'zn-foil', ...metal('Zn', '7440-66-6', '≥ 99.99%'), store: 'dry' }),
      item(['镁带', 'Magnesium ribbon', 'マグネシウムリボン', '마그네슘 리본'], ['0.2 × 3 mm', 'Fe ≤ 50 ppm'], [[roll('3 mm × 25 m'), '25 m', 128]], { ...metal('Mg', '7439-95-4', '≥ 99.95%'), store: 'dry' }),
      item(['铟箔', 'Indium foil', 'インジウム箔', '인듐박'], ['0.1 × 50 × 50 mm', 'Sn ≤ 5 ppm'], [[sheets(1), '1 sheet', 398], [sheets(5), '5 sheets', 1780]], { ...metal('In', '7440-74-6', '≥ 99.995%'), store: 'dry' }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '定值准确、可溯源，用于 ICP、电导率仪及 pH 计的校准与质量控制。',
      'Certified, traceable values for calibrating and checking ICP instruments, conductivity meters and pH meters.',
      '認証値が正確でトレーサブルなため、ICP、導電率計、pH 計の校正や精度管理に使えます。',
      '인증값이 정확하고 소급성이 있어 ICP, 전도도계, pH 미터의 교정과 품질 관리에 사용합니다.',
    ],
    labels: ['concentration', 'accuracy', 'solvent', 'standard'],
    store: 'dry',
    items: [
      chem(['锂单元素标准溶液（ICP 用）', 'Lithium standard solution for ICP', 'リチウム標準液（ICP 用）', '리튬 표준용액(ICP용)'], '', '', '', ['1000 µg/mL', '±0.3%', '2% HNO3', 'ISO 17034'], [['100 mL', 168], ['500 mL', 580]]),
      chem(['钠单元素标准溶液（ICP 用）', 'Sodium standard solution for ICP', 'ナトリウム標準液（ICP 用）', '나트륨 표준용액(ICP용)'], '', '', '', ['1000 µg/mL', '±0.3%', '2% HNO3', 'ISO 17034'], [['100 mL', 158], ['500 mL', 548]]),
      chem(['镍钴锰混合标准溶液', 'Nickel–cobalt–manganese mixed standard', 'ニッケル・コバルト・マンガン混合標準液', '니켈·코발트·망간 혼합 표준용액'], '', '', '', ['100 µg/mL', '±0.5%', '5% HNO3', 'ISO 17034'], [['100 mL', 298]]),
      chem(['pH 缓冲溶液套装', 'pH buffer solution set', 'pH 標準液セット', 'pH 완충용액 세트'], '', '', '', ['pH 4.01 / 6.86 / 9.18', '±0.01', 'H2O', 'ISO 17034'], [['3 × 250 mL', 128]]),
      chem(['电导率标准溶液', 'Conductivity standard solution', '導電率標準液', '전도도 표준용액'], '', '', '', ['1413 µS/cm (25 °C)', '±0.5%', 'H2O', 'ISO 17034'], [['250 mL', 98], ['500 mL', 158]]),
      chem(['氟离子标准溶液', 'Fluoride ion standard solution', 'フッ化物イオン標準液', '불화물 이온 표준용액'], '', '', '', ['1000 mg/L', '±0.5%', 'H2O', 'ISO 17034'], [['100 mL', 128]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '经分子筛除水并在氩气保护下灌装，适合对水敏感的合成与电化学实验。',
      'Dried over molecular sieves and filled under argon, for moisture-sensitive synthesis and electrochemistry.',
      'モレキュラーシーブで脱水しアルゴン下で充填しており、水分に敏感な合成や電気化学実験に適しています。',
      '분자체로 탈수하고 아르곤 분위기에서 충전해 수분에 민감한 합성과 전기화학 실험에 적합합니다.',
    ],
    labels: ['mw', 'water', 'bp'],
    store: 'flammable',
    items: [
      chem(['无水四氢呋喃', 'Tetrahydrofuran, anhydrous', 'テトラヒドロフラン（脱水）', '테트라하이드로퓨란(무수)'], 'C4H8O', '109-99-9', '≥ 99.9%', ['72.11 g/mol', '≤ 30 ppm', '66 °C'], [['500 mL', 138], ['2.5 L', 498]]),
      chem(['无水乙腈', 'Acetonitrile, anhydrous', 'アセトニトリル（脱水）', '아세토니트릴(무수)'], 'C2H3N', '75-05-8', '≥ 99.9%', ['41.05 g/mol', '≤ 30 ppm', '82 °C'], [['500 mL', 128], ['2.5 L', 468]]),
      chem(['无水甲苯', 'Toluene, anhydrous', 'トルエン（脱水）', '톨루엔(무수)'], 'C7H8', '108-88-3', '≥ 99.8%', ['92.14 g/mol', '≤ 30 ppm', '111 °C'], [['500 mL', 108], ['2.5 L', 398]]),
      chem(['无水正己烷', 'n-Hexane, anhydrous', 'n-ヘキサン（脱水）', 'n-헥산(무수)'], 'C6H14', '110-54-3', '≥ 99%', ['86.18 g/mol', '≤ 30 ppm', '69 °C'], [['500 mL', 118], ['2.5 L', 428]]),
      chem(['无水乙醚', 'Diethyl ether, anhydrous', 'ジエチルエーテル（脱水）', '디에틸 에테르(무수)'], 'C4H10O', '60-29-7', '≥ 99.7%', ['74.12 g/mol', '≤ 50 ppm', '35 °C'], [['500 mL', 128]]),
      chem(['无水甲醇', 'Methanol, anhydrous', 'メタノール（脱水）', '메탄올(무수)'], 'CH4O', '67-56-1', '≥ 99.9%', ['32.04 g/mol', '≤ 30 ppm', '65 °C'], [['500 mL', 98], ['2.5 L', 328]]),
    ],
  },
];
