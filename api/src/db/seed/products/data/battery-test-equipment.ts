import { item, type SubCatalog } from '../catalog-types';
import { chans, pcs, std } from '../sku-labels';

const unit = '1 unit';

/** 电池测试设备 (top 4), sub-categories 401–405. */
export const batteryTestEquipment: SubCatalog[] = [
  {
    kind: 'equip',
    use: [
      '支持恒流、恒压、恒功率及脉冲等工步，可长时间稳定运行，适合材料筛选与电池寿命评测。',
      'Runs constant-current, constant-voltage, constant-power and pulse steps reliably for months, for material screening and cycle-life testing.',
      '定電流・定電圧・定電力・パルスなどのステップに対応し、長期間安定して稼働するため、材料スクリーニングや寿命評価に適しています。',
      '정전류·정전압·정전력·펄스 스텝을 지원하고 장기간 안정적으로 운전되어 소재 스크리닝과 수명 평가에 적합합니다.',
    ],
    labels: ['model', 'channels', 'voltage', 'current', 'accuracy', 'interval'],
    items: [
      item(['扣式电池充放电测试仪（5 V/10 mA）', 'Coin-cell battery tester, 5 V / 10 mA', 'コインセル充放電試験装置（5 V/10 mA）', '코인셀 충방전 시험기(5 V/10 mA)'], ['CT-3008', '8 / 16 / 32', '0–5 V', '±10 mA', '±0.05% FS', '10 ms'], [[chans(8), unit, 18800], [chans(16), unit, 32800], [chans(32), unit, 58800]], { key: 'cycler-coin' }),
      item(['电池充放电测试系统（5 V/3 A）', 'Battery cycler, 5 V / 3 A', '充放電試験システム（5 V/3 A）', '충방전 시험 시스템(5 V/3 A)'], ['CT-4008', '8 / 16', '0–5 V', '±3 A', '±0.05% FS', '100 ms'], [[chans(8), unit, 36800], [chans(16), unit, 66800]], { key: 'cycler' }),
      item(['大电流电池测试系统（5 V/100 A）', 'High-current cell tester, 5 V / 100 A', '大電流セル試験システム（5 V/100 A）', '대전류 셀 시험 시스템(5 V/100 A)'], ['CT-5004', '4', '0–5 V', '±100 A', '±0.1% FS', '10 ms'], [[chans(4), unit, 128000]]),
      item(['电池模组测试系统（60 V/20 A）', 'Battery module tester, 60 V / 20 A', 'モジュール試験システム（60 V/20 A）', '모듈 시험 시스템(60 V/20 A)'], ['CT-6002', '2', '0–60 V', '±20 A', '±0.1% FS', '100 ms'], [[chans(2), unit, 168000]]),
      item(['高精度库伦效率测试系统', 'High-precision coulometry cycler', '高精度クーロン効率測定システム', '고정밀 쿨롱 효율 측정 시스템'], ['HP-2008', '8', '0–5 V', '±2 A', '±0.01% FS', '1 s'], [[chans(8), unit, 198000]], {
        note: ['电流精度达万分之一，可在数十次循环内分辨不同电解液配方的库伦效率差异。', 'Its 0.01% current accuracy separates the coulombic efficiency of electrolyte formulations within a few dozen cycles.', '電流精度 0.01% で、数十サイクルのうちに電解液配合ごとのクーロン効率の差を見分けられます。', '전류 정확도 0.01%로 수십 사이클 안에 전해액 조성별 쿨롱 효율 차이를 구분할 수 있습니다.'],
      }),
      item(['集成交流阻抗的充放电测试仪', 'Battery cycler with built-in EIS', 'インピーダンス測定内蔵充放電試験装置', 'EIS 내장 충방전 시험기'], ['CT-9008', '8', '0–5 V', '±1 A', '±0.02% FS', '1 ms'], [[chans(8), unit, 268000]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '快速测量电池内阻与开路电压，用于来料检验、电池配组与老化分析。',
      'Measures internal resistance and open-circuit voltage in seconds, for incoming inspection, cell matching and ageing analysis.',
      '内部抵抗と開路電圧をすばやく測定でき、受入検査、セルのマッチング、劣化解析に使えます。',
      '내부저항과 개방 전압을 빠르게 측정해 입고 검사, 셀 매칭, 노화 분석에 사용합니다.',
    ],
    labels: ['model', 'range', 'resolution', 'accuracy', 'frequency'],
    items: [
      item(['交流内阻测试仪', 'AC internal resistance meter', '交流内部抵抗計', '교류 내부저항 측정기'], ['IR-3560', '0–3 Ω / 0–60 V', '0.1 µΩ', '±0.5% rdg', '1 kHz'], [[std, unit, 12800]], { key: 'ir-meter' }),
      item(['电池电压内阻分选仪', 'Battery voltage and resistance sorter', '電池電圧・内部抵抗選別機', '전지 전압·내부저항 선별기'], ['IR-5100', '0–300 mΩ / 0–5 V', '1 µΩ', '±0.5% rdg', '1 kHz'], [[std, unit, 22800]]),
      item(['手持式电池分析仪', 'Handheld battery analyser', 'ハンディバッテリーアナライザー', '휴대용 배터리 분석기'], ['BA-200', '0–200 Ω / 0–30 V', '1 µΩ', '±1% rdg', '1 kHz'], [[std, unit, 5800]]),
      item(['直流内阻测试仪', 'DC internal resistance tester', '直流内部抵抗計', '직류 내부저항 측정기'], ['DCIR-100', '0–100 mΩ / 0–5 V', '1 µΩ', '±1% rdg', 'DC'], [[std, unit, 9800]]),
      item(['四线开尔文测试夹', 'Four-wire Kelvin test clips', '4 端子ケルビンクリップ', '4선식 켈빈 클립'], ['Cu-Be / Au', 'IR-3560 / IR-5100', '1.2 m', '2'], [[pcs(2), '2 pcs', 580]], { kind: 'cons', labels: ['material', 'fits', 'length', 'quantity'], use: ['四线制接触，消除引线电阻的影响，保证内阻测试仪读数准确。', 'Four-wire contacts cancel lead resistance, so internal resistance meters read accurately.', '4 端子接続でリード抵抗の影響をなくし、内部抵抗計で正確に測定できます。', '4선식 접촉으로 리드 저항의 영향을 없애 내부저항 측정기가 정확하게 측정할 수 있습니다.'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '为电池提供稳定的温度环境，可与充放电测试系统联用开展高低温性能测试。',
      'Holds cells at a stable temperature and works with battery cyclers for high- and low-temperature performance tests.',
      '電池を安定した温度環境に保ち、充放電試験システムと組み合わせて高温・低温特性を評価できます。',
      '전지를 안정된 온도 환경에 두고 충방전 시험 시스템과 함께 고온·저온 성능을 평가할 수 있습니다.',
    ],
    labels: ['model', 'temperature', 'volume', 'accuracy', 'power'],
    items: [
      item(['高低温试验箱（80 L）', 'Temperature test chamber, 80 L', '恒温槽（80 L）', '항온 챔버(80 L)'], ['TC-80', '−40–150 °C', '80 L', '±0.5 °C', '220 V, 50 Hz'], [[std, unit, 36800]], { key: 'chamber' }),
      item(['高低温试验箱（225 L）', 'Temperature test chamber, 225 L', '恒温槽（225 L）', '항온 챔버(225 L)'], ['TC-225', '−70–150 °C', '225 L', '±0.5 °C', '380 V, 50 Hz'], [[std, unit, 86800]]),
      item(['电池恒温测试箱', 'Battery test incubator', '電池試験用インキュベーター', '전지 시험용 인큐베이터'], ['BI-150', '0–60 °C', '150 L', '±0.3 °C', '220 V, 50 Hz'], [[std, unit, 12800]]),
      item(['防爆型高低温试验箱', 'Explosion-proof temperature chamber', '防爆型恒温槽', '방폭형 항온 챔버'], ['TC-100EX', '−40–150 °C', '100 L', '±0.5 °C', '380 V, 50 Hz'], [[std, unit, 98000]]),
      item(['扣式电池恒温槽（8 工位）', 'Coin-cell thermostat, 8 positions', 'コインセル恒温槽（8 ポジション）', '코인셀 항온조(8 포지션)'], ['CI-08', '10–80 °C', '12 L', '±0.2 °C', '220 V, 50 Hz'], [[std, unit, 6800]]),
    ],
  },
  {
    kind: 'cons',
    use: [
      '接触电阻低、装夹可靠，保证充放电与阻抗测试数据准确。',
      'Low contact resistance and secure clamping keep cycling and impedance data accurate.',
      '接触抵抗が低く確実に固定できるため、充放電やインピーダンス測定のデータ精度を確保できます。',
      '접촉 저항이 낮고 고정이 확실해 충방전과 임피던스 측정 데이터의 정확도를 보장합니다.',
    ],
    labels: ['model', 'fits', 'material', 'current'],
    items: [
      item(['扣式电池测试夹具（四线制）', 'Coin-cell holder, four-wire', 'コインセルホルダー（4 端子）', '코인셀 홀더(4선식)'], ['CH-2032', 'CR2016–CR2032', 'Cu-Be / Au', '≤ 2 A'], [[pcs(1), '1 pc', 168], [pcs(8), '8 pcs', 1180]], { key: 'coin-holder' }),
      item(['圆柱电池测试夹具', 'Cylindrical cell holder', '円筒形セルホルダー', '원통형 셀 홀더'], ['CH-18650', '18650 / 21700', 'Cu / Au', '≤ 20 A'], [[pcs(1), '1 pc', 268], [pcs(8), '8 pcs', 1880]]),
      item(['软包电池压力夹具', 'Pouch-cell pressure fixture', 'ラミネートセル加圧治具', '파우치셀 가압 지그'], ['PC-100', '≤ 100 × 80 mm', 'Al / PEEK', '≤ 10 A'], [[pcs(1), '1 pc', 2800]]),
      item(['可拆卸测试电池', 'Split test cell', '分解型試験セル', '분리형 시험 셀'], ['ST-16', 'Φ16 mm', 'SS316L / PFA', '≤ 1 A'], [[pcs(1), '1 pc', 1280]], { key: 'split-cell' }),
      item(['三电极测试电池（锂参比）', 'Three-electrode test cell with Li reference', '三極式試験セル（Li 参照極）', '3전극 시험 셀(Li 기준 전극)'], ['TE-18', 'Φ18 mm', 'SS316L / PEEK', '≤ 1 A'], [[pcs(1), '1 pc', 2280]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '按照 GB/T 31485、UN 38.3 等标准开展电池滥用安全测试，配备防爆与排烟设计。',
      'Performs abuse tests to GB/T 31485, UN 38.3 and similar standards, with blast protection and smoke extraction built in.',
      'GB/T 31485 や UN 38.3 などの規格に沿った電池の安全性（乱用）試験を行え、防爆・排煙設計を備えています。',
      'GB/T 31485, UN 38.3 등의 규격에 따른 전지 남용 안전 시험을 수행하며 방폭·배연 설계를 갖추고 있습니다.',
    ],
    labels: ['model', 'force', 'speed', 'power'],
    items: [
      item(['电池针刺试验机', 'Nail penetration tester', '釘刺し試験機', '못 관통 시험기'], ['NP-20', '≤ 20 kN', '0.1–80 mm/s', '380 V, 50 Hz'], [[std, unit, 168000]]),
      item(['电池挤压试验机', 'Cell crush tester', '圧壊試験機', '압괴 시험기'], ['CR-200', '≤ 200 kN', '0.1–80 mm/s', '380 V, 50 Hz'], [[std, unit, 198000]]),
      item(['外部短路试验机', 'External short-circuit tester', '外部短絡試験機', '외부 단락 시험기'], ['SC-1000', '≤ 1000 A', '≤ 5 mΩ', '380 V, 50 Hz'], [[std, unit, 128000]], { labels: ['model', 'current', 'range', 'power'] }),
      item(['过充过放测试仪', 'Overcharge and over-discharge tester', '過充電・過放電試験機', '과충전·과방전 시험기'], ['OC-60', '0–60 V', '±20 A', '220 V, 50 Hz'], [[std, unit, 58000]], { labels: ['model', 'voltage', 'current', 'power'] }),
      item(['电池热滥用试验箱', 'Battery thermal abuse oven', '電池加熱試験槽', '전지 가열 시험 챔버'], ['HB-300', 'RT–300 °C', '≤ 5 °C/min', '380 V, 50 Hz'], [[std, unit, 88000]], { labels: ['model', 'temperature', 'heatingRate', 'power'] }),
    ],
  },
];
