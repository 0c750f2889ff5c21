import { chem, type SubCatalog } from '../catalog-types';

const elyte = ['composition', 'conductivity', 'water', 'hf', 'density'] as const;

/** 电解液与锂盐 (top 9), sub-categories 901–906. */
export const electrolytesSalts: SubCatalog[] = [
  {
    kind: 'chem',
    use: [
      '配方成熟、批次稳定，适合扣式电池与软包电池的常规电化学性能评测。',
      'A proven, batch-consistent formulation for routine coin-cell and pouch-cell performance tests.',
      '実績のある配合でロット間のばらつきが小さく、コインセル・ラミネートセルの標準的な評価に適しています。',
      '검증된 조성과 안정적인 로트 품질로 코인셀·파우치셀의 일반 성능 평가에 적합합니다.',
    ],
    labels: [...elyte],
    store: 'inert',
    items: [
      chem(['1.0 M 六氟磷酸锂 EC/DMC 电解液（1:1 v/v）', '1.0 M LiPF6 in EC/DMC (1:1 v/v)', '1.0 M LiPF6 EC/DMC 電解液（1:1 v/v）', '1.0 M LiPF6 EC/DMC 전해액(1:1 v/v)'], '', '', '', ['LiPF6 / EC:DMC 1:1', '10.7 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.30 g/cm³'], [['100 g', 268], ['500 g', 980]], { key: 'elyte-ecdmc' }),
      chem(['1.0 M 六氟磷酸锂 EC/EMC 电解液（3:7）+ 2% VC', '1.0 M LiPF6 in EC/EMC (3:7) + 2% VC', '1.0 M LiPF6 EC/EMC（3:7）+ 2% VC 電解液', '1.0 M LiPF6 EC/EMC(3:7) + 2% VC 전해액'], '', '', '', ['LiPF6 / EC:EMC 3:7 / VC 2%', '9.4 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.21 g/cm³'], [['100 g', 298], ['500 g', 1080]], { key: 'elyte-vc' }),
      chem(['1.0 M 六氟磷酸锂 EC/DEC 电解液（1:1 v/v）', '1.0 M LiPF6 in EC/DEC (1:1 v/v)', '1.0 M LiPF6 EC/DEC 電解液（1:1 v/v）', '1.0 M LiPF6 EC/DEC 전해액(1:1 v/v)'], '', '', '', ['LiPF6 / EC:DEC 1:1', '7.8 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.25 g/cm³'], [['100 g', 268], ['500 g', 980]]),
      chem(['1.2 M 六氟磷酸锂 EC/EMC 电解液 + 10% FEC（硅负极用）', '1.2 M LiPF6 in EC/EMC + 10% FEC (for silicon anodes)', '1.2 M LiPF6 EC/EMC + 10% FEC 電解液（シリコン負極用）', '1.2 M LiPF6 EC/EMC + 10% FEC 전해액(실리콘 음극용)'], '', '', '', ['LiPF6 / EC:EMC 3:7 / FEC 10%', '9.1 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.24 g/cm³'], [['100 g', 358], ['500 g', 1380]], { note: ['FEC 可在硅颗粒表面形成富含 LiF 的稳定界面膜，显著改善硅基负极的循环寿命。', 'FEC builds a stable, LiF-rich interphase on silicon particles and markedly extends the cycle life of silicon anodes.', 'FEC がシリコン粒子表面に LiF に富む安定な被膜を形成し、シリコン系負極のサイクル寿命を大きく改善します。', 'FEC가 실리콘 입자 표면에 LiF가 풍부한 안정한 계면막을 형성해 실리콘계 음극의 수명을 크게 개선합니다.'] }),
      chem(['1.0 M LiTFSI DOL/DME 电解液 + 2% LiNO3（锂硫电池用）', '1.0 M LiTFSI in DOL/DME + 2% LiNO3 (for Li–S cells)', '1.0 M LiTFSI DOL/DME + 2% LiNO3 電解液（Li–S 電池用）', '1.0 M LiTFSI DOL/DME + 2% LiNO3 전해액(리튬-황 전지용)'], '', '', '', ['LiTFSI / DOL:DME 1:1 / LiNO3 2%', '11.2 mS/cm (25 °C)', '≤ 20 ppm', '≤ 50 ppm', '1.12 g/cm³'], [['50 g', 238], ['100 g', 398]], { key: 'elyte-lis' }),
      chem(['1.0 M 六氟磷酸锂 EC/DMC/EMC 通用电解液（1:1:1）', '1.0 M LiPF6 in EC/DMC/EMC (1:1:1), general purpose', '1.0 M LiPF6 EC/DMC/EMC 汎用電解液（1:1:1）', '1.0 M LiPF6 EC/DMC/EMC 범용 전해액(1:1:1)'], '', '', '', ['LiPF6 / EC:DMC:EMC 1:1:1', '10.2 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.26 g/cm³'], [['100 g', 248], ['500 g', 920]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '专为钠离子电池研究配制，适用于硬碳负极与层状氧化物、聚阴离子正极的半电池及全电池测试。',
      'Made for sodium-ion research: half and full cells with hard-carbon anodes and layered-oxide or polyanion cathodes.',
      'ナトリウムイオン電池研究向けで、ハードカーボン負極や層状酸化物・ポリアニオン正極のハーフセル／フルセル評価に使えます。',
      '나트륨이온 전지 연구용으로 하드카본 음극, 층상 산화물·폴리음이온 양극의 하프셀 및 풀셀 평가에 사용할 수 있습니다.',
    ],
    labels: [...elyte],
    store: 'inert',
    items: [
      chem(['1.0 M 六氟磷酸钠 EC/DMC 电解液（1:1 v/v）', '1.0 M NaPF6 in EC/DMC (1:1 v/v)', '1.0 M NaPF6 EC/DMC 電解液（1:1 v/v）', '1.0 M NaPF6 EC/DMC 전해액(1:1 v/v)'], '', '', '', ['NaPF6 / EC:DMC 1:1', '9.8 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.29 g/cm³'], [['100 g', 328], ['500 g', 1280]], { key: 'elyte-na' }),
      chem(['1.0 M 高氯酸钠 PC 电解液 + 5% FEC', '1.0 M NaClO4 in PC + 5% FEC', '1.0 M NaClO4 PC + 5% FEC 電解液', '1.0 M NaClO4 PC + 5% FEC 전해액'], '', '', '', ['NaClO4 / PC / FEC 5%', '6.4 mS/cm (25 °C)', '≤ 20 ppm', '≤ 50 ppm', '1.32 g/cm³'], [['100 g', 288], ['500 g', 1120]]),
      chem(['1.0 M 六氟磷酸钠二甘醇二甲醚电解液', '1.0 M NaPF6 in diglyme', '1.0 M NaPF6 ジグライム電解液', '1.0 M NaPF6 디글라임 전해액'], '', '', '', ['NaPF6 / G2', '7.2 mS/cm (25 °C)', '≤ 10 ppm', '≤ 30 ppm', '1.07 g/cm³'], [['50 g', 268], ['100 g', 458]]),
      chem(['1.0 M NaTFSI EC/DEC 电解液（1:1 v/v）', '1.0 M NaTFSI in EC/DEC (1:1 v/v)', '1.0 M NaTFSI EC/DEC 電解液（1:1 v/v）', '1.0 M NaTFSI EC/DEC 전해액(1:1 v/v)'], '', '', '', ['NaTFSI / EC:DEC 1:1', '6.9 mS/cm (25 °C)', '≤ 20 ppm', '≤ 50 ppm', '1.28 g/cm³'], [['50 g', 298], ['100 g', 518]]),
      chem(['六氟磷酸钠', 'Sodium hexafluorophosphate', '六フッ化リン酸ナトリウム', '육불화인산나트륨'], 'NaPF6', '21324-39-0', '≥ 99.5%', ['167.95 g/mol', '≤ 50 ppm'], [['25 g', 198], ['100 g', 628]], { labels: ['mw', 'water'] }),
      chem(['高氯酸钠', 'Sodium perchlorate', '過塩素酸ナトリウム', '과염소산나트륨'], 'NaClO4', '7601-89-0', '≥ 99.0%', ['122.44 g/mol', '≤ 100 ppm'], [['100 g', 98], ['500 g', 368]], { labels: ['mw', 'water'], store: 'dry' }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '用于配制锂离子及锂金属电池电解液，低水分、低游离酸，保证实验结果可重复。',
      'Used to formulate electrolytes for lithium-ion and lithium-metal cells; low water and free acid keep results reproducible.',
      'リチウムイオン電池・リチウム金属電池用電解液の調製に用います。低水分・低遊離酸で再現性の高い結果が得られます。',
      '리튬이온 및 리튬금속 전지 전해액 조제에 사용하며, 낮은 수분과 유리산 함량으로 재현성 있는 결과를 얻을 수 있습니다.',
    ],
    labels: ['mw', 'water', 'metals'],
    store: 'inert',
    items: [
      chem(['六氟磷酸锂', 'Lithium hexafluorophosphate', '六フッ化リン酸リチウム', '육불화인산리튬'], 'LiPF6', '21324-40-3', '≥ 99.99%', ['151.91 g/mol', '≤ 20 ppm', '≤ 5 ppm'], [['25 g', 168], ['100 g', 520], ['500 g', 2180]], {
        key: 'lipf6',
        note: ['电池级产品，HF 与金属杂质控制严格，是六氟磷酸锂基电解液的标准原料。', 'Battery grade with tightly controlled HF and metal impurities: the standard salt of LiPF6-based electrolytes.', '電池グレードで HF と金属不純物を厳しく管理しており、LiPF6 系電解液の標準的な原料です。', '배터리 등급으로 HF와 금속 불순물을 엄격히 관리하여 LiPF6 기반 전해액의 표준 원료로 쓰입니다.'],
      }),
      chem(['双三氟甲磺酰亚胺锂', 'Lithium bis(trifluoromethanesulfonyl)imide', 'リチウムビス(トリフルオロメタンスルホニル)イミド', '리튬 비스(트리플루오로메탄설포닐)이미드'], 'LiC2F6NO4S2', '90076-65-6', '≥ 99.9%', ['287.09 g/mol', '≤ 50 ppm', '≤ 10 ppm'], [['25 g', 158], ['100 g', 468], ['500 g', 1880]], { key: 'litfsi' }),
      chem(['双氟磺酰亚胺锂', 'Lithium bis(fluorosulfonyl)imide', 'リチウムビス(フルオロスルホニル)イミド', '리튬 비스(플루오로설포닐)이미드'], 'LiF2NO4S2', '171611-11-3', '≥ 99.9%', ['187.07 g/mol', '≤ 50 ppm', '≤ 10 ppm'], [['25 g', 188], ['100 g', 568]]),
      chem(['四氟硼酸锂', 'Lithium tetrafluoroborate', 'テトラフルオロホウ酸リチウム', '사불화붕산리튬'], 'LiBF4', '14283-07-9', '≥ 99.9%', ['93.75 g/mol', '≤ 30 ppm', '≤ 10 ppm'], [['25 g', 138], ['100 g', 398]]),
      chem(['双草酸硼酸锂', 'Lithium bis(oxalato)borate', 'ビス(オキサラト)ホウ酸リチウム', '리튬 비스(옥살라토)보레이트'], 'LiB(C2O4)2', '244761-29-3', '≥ 99.5%', ['193.79 g/mol', '≤ 100 ppm', '≤ 20 ppm'], [['25 g', 178], ['100 g', 528]]),
      chem(['二氟草酸硼酸锂', 'Lithium difluoro(oxalato)borate', 'ジフルオロ(オキサラト)ホウ酸リチウム', '리튬 디플루오로(옥살라토)보레이트'], 'LiBF2(C2O4)', '409071-16-5', '≥ 99.5%', ['143.77 g/mol', '≤ 100 ppm', '≤ 20 ppm'], [['25 g', 218], ['100 g', 668]]),
      chem(['高氯酸锂', 'Lithium perchlorate', '過塩素酸リチウム', '과염소산리튬'], 'LiClO4', '7791-03-9', '≥ 99.9%', ['106.39 g/mol', '≤ 50 ppm', '≤ 10 ppm'], [['25 g', 88], ['100 g', 268]]),
      chem(['硝酸锂', 'Lithium nitrate', '硝酸リチウム', '질산리튬'], 'LiNO3', '7790-69-4', '≥ 99.99%', ['68.95 g/mol', '≤ 200 ppm', '≤ 10 ppm'], [['100 g', 98], ['500 g', 318]], { store: 'dry' }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '电池级溶剂，经分子筛深度除水，可直接用于电解液配制。',
      'Battery-grade solvent dried over molecular sieves, ready for electrolyte formulation.',
      'モレキュラーシーブで脱水した電池グレードの溶媒で、そのまま電解液の調製に使えます。',
      '분자체로 탈수한 배터리 등급 용매로 바로 전해액 조제에 사용할 수 있습니다.',
    ],
    labels: ['mw', 'water', 'density', 'bp'],
    store: 'flammable',
    items: [
      chem(['碳酸乙烯酯', 'Ethylene carbonate', 'エチレンカーボネート', '에틸렌 카보네이트'], 'C3H4O3', '96-49-1', '≥ 99.99%', ['88.06 g/mol', '≤ 10 ppm', '1.32 g/cm³', '248 °C'], [['100 g', 85], ['500 g', 260], ['2.5 kg', 980]], { key: 'ec', store: 'dry' }),
      chem(['碳酸二甲酯', 'Dimethyl carbonate', '炭酸ジメチル', '디메틸 카보네이트'], 'C3H6O3', '616-38-6', '≥ 99.99%', ['90.08 g/mol', '≤ 10 ppm', '1.07 g/cm³', '90 °C'], [['100 mL', 78], ['500 mL', 238], ['2.5 L', 880]], { key: 'dmc' }),
      chem(['碳酸甲乙酯', 'Ethyl methyl carbonate', '炭酸エチルメチル', '에틸 메틸 카보네이트'], 'C4H8O3', '623-53-0', '≥ 99.99%', ['104.10 g/mol', '≤ 10 ppm', '1.01 g/cm³', '107 °C'], [['100 mL', 88], ['500 mL', 268], ['2.5 L', 980]], { key: 'emc' }),
      chem(['碳酸二乙酯', 'Diethyl carbonate', '炭酸ジエチル', '디에틸 카보네이트'], 'C5H10O3', '105-58-8', '≥ 99.99%', ['118.13 g/mol', '≤ 10 ppm', '0.975 g/cm³', '126 °C'], [['100 mL', 82], ['500 mL', 248]], { key: 'dec' }),
      chem(['碳酸丙烯酯', 'Propylene carbonate', '炭酸プロピレン', '프로필렌 카보네이트'], 'C4H6O3', '108-32-7', '≥ 99.95%', ['102.09 g/mol', '≤ 10 ppm', '1.20 g/cm³', '242 °C'], [['100 mL', 76], ['500 mL', 228]]),
      chem(['乙二醇二甲醚', '1,2-Dimethoxyethane', '1,2-ジメトキシエタン', '1,2-디메톡시에탄'], 'C4H10O2', '110-71-4', '≥ 99.9%', ['90.12 g/mol', '≤ 20 ppm', '0.868 g/cm³', '85 °C'], [['100 mL', 98], ['500 mL', 298]]),
      chem(['1,3-二氧戊环', '1,3-Dioxolane', '1,3-ジオキソラン', '1,3-디옥솔란'], 'C3H6O2', '646-06-0', '≥ 99.9%', ['74.08 g/mol', '≤ 20 ppm', '1.06 g/cm³', '75 °C'], [['100 mL', 92], ['500 mL', 288]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '少量添加即可改善 SEI/CEI 成膜、高温存储与循环性能，是电解液配方筛选的常用组分。',
      'Small additions improve SEI/CEI formation, high-temperature storage and cycle life, which makes it a staple of electrolyte screening.',
      '少量の添加で SEI/CEI 形成、高温保存特性、サイクル寿命を改善でき、電解液配合のスクリーニングに欠かせない成分です。',
      '소량 첨가로 SEI/CEI 형성, 고온 저장 특성과 수명을 개선할 수 있어 전해액 조성 스크리닝에 자주 쓰이는 성분입니다.',
    ],
    labels: ['mw', 'water'],
    store: 'inert',
    items: [
      chem(['氟代碳酸乙烯酯', 'Fluoroethylene carbonate', 'フルオロエチレンカーボネート', '플루오로에틸렌 카보네이트'], 'C3H3FO3', '114435-02-8', '≥ 99.95%', ['106.05 g/mol', '≤ 20 ppm'], [['25 g', 98], ['100 g', 298]], { key: 'fec' }),
      chem(['碳酸亚乙烯酯', 'Vinylene carbonate', 'ビニレンカーボネート', '비닐렌 카보네이트'], 'C3H2O3', '872-36-6', '≥ 99.95%', ['86.05 g/mol', '≤ 20 ppm'], [['25 g', 108], ['100 g', 328]], { key: 'vc', store: 'cold' }),
      chem(['1,3-丙磺酸内酯', '1,3-Propane sultone', '1,3-プロパンスルトン', '1,3-프로판 설톤'], 'C3H6O3S', '1120-71-4', '≥ 99.9%', ['122.14 g/mol', '≤ 30 ppm'], [['25 g', 118], ['100 g', 358]]),
      chem(['硫酸乙烯酯', 'Ethylene sulfate', '硫酸エチレン', '에틸렌 설페이트'], 'C2H4O4S', '1072-53-3', '≥ 99.5%', ['124.11 g/mol', '≤ 50 ppm'], [['25 g', 128], ['100 g', 398]], { store: 'cold' }),
      chem(['二氟磷酸锂', 'Lithium difluorophosphate', 'ジフルオロリン酸リチウム', '리튬 디플루오로포스페이트'], 'LiPO2F2', '24389-25-1', '≥ 99.5%', ['107.91 g/mol', '≤ 100 ppm'], [['10 g', 168], ['50 g', 658]]),
      chem(['三(三甲基硅基)亚磷酸酯', 'Tris(trimethylsilyl) phosphite', '亜リン酸トリス(トリメチルシリル)', '트리스(트리메틸실릴) 포스파이트'], 'C9H27O3PSi3', '1795-31-9', '≥ 98%', ['298.54 g/mol', '≤ 50 ppm'], [['5 g', 158], ['25 g', 598]]),
      chem(['丁二腈', 'Succinonitrile', 'スクシノニトリル', '숙시노니트릴'], 'C4H4N2', '110-61-2', '≥ 99.5%', ['80.09 g/mol', '≤ 50 ppm'], [['25 g', 68], ['100 g', 198]], { store: 'dry' }),
    ],
  },
  {
    kind: 'chem',
    use: [
      '面向固态及半固态电池研究，可用于复合电解质膜、正极复合及离子电导率测试。',
      'For solid-state and semi-solid battery research: composite electrolyte membranes, composite cathodes and ionic-conductivity studies.',
      '全固体・半固体電池研究向けで、複合電解質膜、複合正極、イオン伝導度評価に使用できます。',
      '전고체 및 반고체 전지 연구용으로 복합 전해질막, 복합 양극 제조와 이온 전도도 평가에 사용할 수 있습니다.',
    ],
    labels: ['conductivity', 'd50', 'crystal'],
    store: 'inert',
    items: [
      chem(['钽掺杂石榴石型固态电解质 LLZTO', 'Ta-doped garnet solid electrolyte (LLZTO)', 'Ta ドープガーネット型固体電解質 LLZTO', 'Ta 도핑 가넷형 고체전해질 LLZTO'], 'Li6.4La3Zr1.4Ta0.6O12', '', '≥ 99.5%', ['≥ 5 × 10⁻⁴ S/cm (25 °C)', '0.5 µm', 'Ia-3d'], [['10 g', 680], ['50 g', 2680]], { store: 'dry' }),
      chem(['NASICON 型固态电解质 LATP', 'NASICON-type solid electrolyte (LATP)', 'NASICON 型固体電解質 LATP', 'NASICON형 고체전해질 LATP'], 'Li1.3Al0.3Ti1.7(PO4)3', '', '≥ 99.5%', ['≥ 1 × 10⁻⁴ S/cm (25 °C)', '1 µm', 'NASICON R-3c'], [['10 g', 520], ['50 g', 1980]], { store: 'dry' }),
      chem(['硫银锗矿型硫化物电解质 Li6PS5Cl', 'Argyrodite sulfide electrolyte (Li6PS5Cl)', 'アルジロダイト型硫化物固体電解質 Li6PS5Cl', '아지로다이트형 황화물 고체전해질 Li6PS5Cl'], 'Li6PS5Cl', '', '≥ 99.5%', ['≥ 2 × 10⁻³ S/cm (25 °C)', '3 µm', 'F-43m'], [['5 g', 880], ['20 g', 2880]]),
      chem(['硫化锂', 'Lithium sulfide', '硫化リチウム', '황화리튬'], 'Li2S', '12136-58-2', '≥ 99.9%', ['45.95 g/mol', '≤ 100 ppm'], [['10 g', 380], ['50 g', 1580]], { labels: ['mw', 'water'] }),
      chem(['五硫化二磷', 'Phosphorus pentasulfide', '五硫化二リン', '오황화이인'], 'P2S5', '1314-80-3', '≥ 99%', ['222.25 g/mol', '≤ 100 ppm'], [['25 g', 128], ['100 g', 358]], { labels: ['mw', 'water'] }),
      chem(['聚环氧乙烷', 'Poly(ethylene oxide)', 'ポリエチレンオキシド', '폴리에틸렌 옥사이드'], '(C2H4O)n', '25322-68-3', '', ['Mv ≈ 600,000', '≤ 0.5%'], [['100 g', 168], ['500 g', 620]], { labels: ['polymerMw', 'water'], store: 'dry' }),
    ],
  },
];
