import { item, type SubCatalog } from '../catalog-types';
import { set, setsOf, std } from '../sku-labels';

const unit = '1 unit';

/** 电池组装工具 (top 7), sub-categories 701–705. */
export const assemblyTools: SubCatalog[] = [
  {
    kind: 'equip',
    use: [
      '压力稳定、封口均匀，保证扣式电池的密封性与测试一致性，可放入手套箱使用。',
      'Steady pressure and an even crimp give tight, consistent coin cells; compact enough to use inside a glove box.',
      '圧力が安定し均一にかしめられるため、コインセルの気密性と評価の再現性を確保でき、グローブボックス内でも使えます。',
      '압력이 안정적이고 균일하게 크림핑되어 코인셀의 밀봉성과 시험 일관성을 보장하며 글로브박스 안에서도 사용할 수 있습니다.',
    ],
    labels: ['model', 'fits', 'force', 'weight'],
    items: [
      item(['手动液压扣式电池封口机', 'Manual hydraulic coin-cell crimper', '手動油圧式コインセルかしめ機', '수동 유압식 코인셀 크림퍼'], ['MSK-110', 'CR2016–CR2032', '≤ 15 kN', '8 kg'], [[std, unit, 6800]], { key: 'crimper' }),
      item(['电动扣式电池封口机', 'Electric coin-cell crimper', '電動コインセルかしめ機', '전동 코인셀 크림퍼'], ['EC-160', 'CR2016–CR2032', '≤ 20 kN', '25 kg'], [[std, unit, 16800]], { key: 'crimper-electric' }),
      item(['气动扣式电池封口机', 'Pneumatic coin-cell crimper', '空圧式コインセルかしめ機', '공압식 코인셀 크림퍼'], ['PC-2032', 'CR2032', '≤ 12 kN', '18 kg'], [[std, unit, 12800]]),
      item(['扣式电池封口模具（CR2032）', 'Coin-cell crimping die, CR2032', 'コインセルかしめ金型（CR2032）', '코인셀 크림핑 금형(CR2032)'], ['SKD11', 'CR2032', '1', '1.2 kg'], [['CR2032', '1 pc', 1280]], { key: 'crimp-die', kind: 'cons', labels: ['material', 'fits', 'quantity', 'weight'] }),
      item(['扣式电池封口模具（CR2016/CR2025）', 'Coin-cell crimping die, CR2016/CR2025', 'コインセルかしめ金型（CR2016/CR2025）', '코인셀 크림핑 금형(CR2016/CR2025)'], ['SKD11', 'CR2016 / CR2025', '1', '1.2 kg'], [['CR2016', '1 pc', 1280], ['CR2025', '1 pc', 1280]], { kind: 'cons', labels: ['material', 'fits', 'quantity', 'weight'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '切口平整无毛刺，避免极片掉粉与隔膜刺穿，保证电极面积准确。',
      'Clean, burr-free cuts stop electrodes shedding powder or piercing the separator and keep electrode areas exact.',
      '切り口が平滑でバリがなく、電極の粉落ちやセパレーターの突き破りを防ぎ、電極面積を正確に保ちます。',
      '절단면이 매끄럽고 버가 없어 전극 탈리와 분리막 관통을 막고 전극 면적을 정확하게 유지합니다.',
    ],
    labels: ['model', 'diameter', 'thickness', 'weight'],
    items: [
      item(['精密圆片冲片机', 'Precision disc cutter', '精密ディスクカッター', '정밀 디스크 커터'], ['DC-12', 'Φ12–16 mm', '≤ 0.3 mm', '6 kg'], [['Φ12 mm', unit, 5800], ['Φ14 mm', unit, 5800], ['Φ15 mm', unit, 5800], ['Φ16 mm', unit, 5800]], { key: 'punch' }),
      item(['隔膜冲片机（Φ19 mm）', 'Separator disc cutter, Φ19 mm', 'セパレーター用ディスクカッター（Φ19 mm）', '분리막 디스크 커터(Φ19 mm)'], ['DC-19', 'Φ19 mm', '≤ 0.1 mm', '6 kg'], [[std, unit, 5800]]),
      item(['气动软包极片模切机', 'Pneumatic pouch electrode die cutter', '空圧式ラミネート電極打ち抜き機', '공압식 파우치 전극 다이 커터'], ['PD-80', '≤ 80 × 60 mm', '≤ 0.3 mm', '45 kg'], [[std, unit, 28800]], { labels: ['model', 'size', 'thickness', 'weight'] }),
      item(['空心冲头套装', 'Hollow punch set', '中空ポンチセット', '중공 펀치 세트'], ['Cr12MoV', 'Φ10–20 mm', '9', '0.8 kg'], [[set, '1 set', 380]], { kind: 'cons', labels: ['material', 'diameter', 'quantity', 'weight'] }),
      item(['极片分切机', 'Electrode slitting machine', '電極スリッター', '전극 슬리터'], ['SL-200', '≤ 200 mm', '≤ 0.3 mm', '220 V, 50 Hz'], [[std, unit, 32800]], { key: 'slitter', labels: ['model', 'width', 'thickness', 'power'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '用于电极浆料的制备与涂布，涂层厚度均匀、重复性好。',
      'Prepares and coats electrode slurries with an even, repeatable coating thickness.',
      '電極スラリーの調製と塗工に使え、塗膜厚さが均一で再現性に優れています。',
      '전극 슬러리의 제조와 코팅에 사용하며 코팅 두께가 균일하고 재현성이 좋습니다.',
    ],
    labels: ['model', 'width', 'speed', 'temperature', 'power'],
    items: [
      item(['自动涂布机（加热平台）', 'Automatic film applicator with heated bed', '加熱ステージ付き自動フィルムアプリケーター', '가열 스테이지 자동 필름 어플리케이터'], ['AFA-250', '250 mm', '1–100 mm/s', 'RT–150 °C', '220 V, 50 Hz'], [[std, unit, 12800]], { key: 'coater' }),
      item(['可调刮刀', 'Adjustable doctor blade', '可変ドクターブレード', '가변 닥터 블레이드'], ['SS304', '100–250 mm', '0–3500 µm', 'AFA-250'], [['100 mm', '1 pc', 880], ['150 mm', '1 pc', 1080], ['250 mm', '1 pc', 1380]], { key: 'doctor-blade', kind: 'cons', labels: ['material', 'width', 'gap', 'fits'] }),
      item(['卷对卷小型涂布机', 'Roll-to-roll pilot coater', 'ロール・ツー・ロール小型塗工機', '롤투롤 소형 코터'], ['RC-300', '300 mm', '0.1–2 m/min', 'RT–150 °C', '380 V, 50 Hz'], [[std, unit, 268000]]),
      item(['行星式真空搅拌机', 'Planetary vacuum mixer', '真空自転公転ミキサー', '진공 자전·공전 믹서'], ['VM-300', '300 mL', '200–2000 rpm', '−95 kPa', '220 V, 50 Hz'], [[std, unit, 26800]], { key: 'mixer', labels: ['model', 'volume', 'speed', 'vacuum', 'power'] }),
      item(['行星式球磨机', 'Planetary ball mill', '遊星ボールミル', '유성 볼밀'], ['PBM-2L', '4 × 500 mL', '100–600 rpm', '220 V, 50 Hz'], [[std, unit, 18800]], { key: 'ball-mill', labels: ['model', 'volume', 'speed', 'power'] }),
      item(['线棒涂布器套装', 'Wire-bar coater set', 'ワイヤーバーコーターセット', '와이어 바 코터 세트'], ['SS304', '250 mm', '6–100 µm', 'AFA-250'], [[set, '1 set', 680]], { kind: 'cons', labels: ['material', 'width', 'gap', 'fits'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '对涂布后的极片进行辊压压实，提高压实密度与电子接触，改善电池能量密度。',
      'Compacts coated electrodes to raise their density and electrical contact, and with them the energy density of the cell.',
      '塗工後の電極をプレスして電極密度と電子接触を高め、電池のエネルギー密度を向上させます。',
      '코팅된 전극을 압연해 전극 밀도와 전자 접촉을 높이고 전지의 에너지 밀도를 개선합니다.',
    ],
    labels: ['model', 'rollWidth', 'gap', 'temperature', 'power'],
    items: [
      item(['手动对辊机', 'Manual roller press', '手動ロールプレス', '수동 롤 프레스'], ['MR-100', '100 mm', '0–2 mm', '45 kg'], [[std, unit, 8800]], { labels: ['model', 'rollWidth', 'gap', 'weight'] }),
      item(['电动热辊压机', 'Electric heated roller press', '電動加熱ロールプレス', '전동 가열 롤 프레스'], ['HR-200', '200 mm', '0–2 mm', 'RT–150 °C', '220 V, 50 Hz'], [[std, unit, 38800]], { key: 'calender' }),
      item(['液压辊压机', 'Hydraulic roller press', '油圧ロールプレス', '유압 롤 프레스'], ['HP-300', '300 mm', '0–3 mm', 'RT–120 °C', '380 V, 50 Hz'], [[std, unit, 128000]]),
      item(['极片测厚仪', 'Electrode thickness gauge', '電極厚さ計', '전극 두께 측정기'], ['TG-25', '0–25 mm', '0.1 µm', '±0.5 µm'], [[std, unit, 5800]], { labels: ['model', 'range', 'resolution', 'accuracy'] }),
      item(['手动液压压片机', 'Manual hydraulic pellet press', '手動油圧ペレットプレス', '수동 유압 펠릿 프레스'], ['PP-24', '≤ 240 kN', 'Φ10 / 13 mm', '32 kg'], [[std, unit, 9800]], { labels: ['model', 'force', 'diameter', 'weight'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '冲压精度高、表面无油污，与主流封口模具匹配，封口后不漏液。',
      'Precisely stamped and free of oil, they match common crimping dies and do not leak once sealed.',
      'プレス精度が高く油分もなく、一般的なかしめ金型に適合し、封口後の液漏れがありません。',
      '프레스 정밀도가 높고 기름기가 없어 일반적인 크림핑 금형에 맞으며 밀봉 후 누액이 없습니다.',
    ],
    labels: ['material', 'size', 'thickness', 'fits'],
    items: [
      item(['CR2032 扣式电池壳', 'CR2032 coin-cell cases', 'CR2032 コインセルケース', 'CR2032 코인셀 케이스'], ['SS304', 'Φ20 × 3.2 mm', '0.25 mm', 'CR2032'], [[setsOf(100), '100 sets', 68], [setsOf(500), '500 sets', 298]], { key: 'cr2032' }),
      item(['CR2032 铝包覆正极壳', 'CR2032 cases with aluminium-clad cap', 'CR2032 アルミクラッド正極ケース', 'CR2032 알루미늄 클래드 양극 케이스'], ['SS304 + Al', 'Φ20 × 3.2 mm', '0.25 mm', 'CR2032'], [[setsOf(100), '100 sets', 128]]),
      item(['CR2025 扣式电池壳', 'CR2025 coin-cell cases', 'CR2025 コインセルケース', 'CR2025 코인셀 케이스'], ['SS304', 'Φ20 × 2.5 mm', '0.25 mm', 'CR2025'], [[setsOf(100), '100 sets', 68]]),
      item(['CR2016 扣式电池壳', 'CR2016 coin-cell cases', 'CR2016 コインセルケース', 'CR2016 코인셀 케이스'], ['SS304', 'Φ20 × 1.6 mm', '0.25 mm', 'CR2016'], [[setsOf(100), '100 sets', 68]]),
      item(['CR2032 扣式电池壳（316L）', 'CR2032 coin-cell cases, 316L', 'CR2032 コインセルケース（316L）', 'CR2032 코인셀 케이스(316L)'], ['SS316L', 'Φ20 × 3.2 mm', '0.25 mm', 'CR2032'], [[setsOf(100), '100 sets', 98], [setsOf(500), '500 sets', 438]], { key: 'cr2032-316' }),
    ],
  },
];
