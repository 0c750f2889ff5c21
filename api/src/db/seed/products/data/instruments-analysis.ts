import { chem, item, type SubCatalog } from '../catalog-types';
import { pcs, set, std } from '../sku-labels';

const unit = '1 unit';

/** 仪器与分析 (top 14), sub-categories 1401–1405. */
export const instrumentsAnalysis: SubCatalog[] = [
  {
    kind: 'equip',
    use: [
      '用于电极材料的物相、形貌与电学性能表征，操作简便，适合课题组日常使用。',
      'Characterises the phase, morphology and electrical properties of electrode materials, and is simple enough for a research group’s daily use.',
      '電極材料の相、形態、電気特性を評価でき、操作が簡単で研究室での日常使用に適しています。',
      '전극 소재의 상, 형상, 전기적 특성을 분석하며 조작이 쉬워 연구실 일상 분석에 적합합니다.',
    ],
    labels: ['model', 'range', 'resolution', 'power'],
    items: [
      item(['台式 X 射线衍射仪', 'Benchtop X-ray diffractometer', '卓上型 X 線回折装置', '탁상형 X선 회절 분석기'], ['XRD-600', '2θ −3–145°', '0.01°', '220 V, 50 Hz'], [[std, unit, 298000]], { key: 'xrd' }),
      item(['四探针电阻率测试仪', 'Four-point probe resistivity meter', '四探針抵抗率計', '4탐침 비저항 측정기'], ['FP-200', '10⁻⁵–10⁵ Ω·cm', '±0.3%', '220 V, 50 Hz'], [[std, unit, 18800]], { key: 'four-point', labels: ['model', 'range', 'accuracy', 'power'] }),
      item(['粉末电阻率测试仪', 'Powder resistivity tester', '粉体抵抗率測定装置', '분체 비저항 측정기'], ['PR-20', '10⁻⁴–10⁷ Ω·cm', '≤ 20 kN', '220 V, 50 Hz'], [[std, unit, 58000]], { labels: ['model', 'range', 'force', 'power'] }),
      item(['金相显微镜', 'Metallurgical microscope', '金属顕微鏡', '금속 현미경'], ['MM-500', '50–1000×', '0.4 µm', '220 V, 50 Hz'], [[std, unit, 26800]]),
      item(['台式扫描电子显微镜', 'Benchtop scanning electron microscope', '卓上走査電子顕微鏡', '탁상형 주사전자현미경'], ['SEM-T1', '20–150,000×', '8 nm', '220 V, 50 Hz'], [[std, unit, 298000]]),
      item(['极片剥离强度测试仪', 'Electrode peel strength tester', '電極はく離強度試験機', '전극 박리 강도 시험기'], ['PS-50', '0–50 N', '0.01 N', '220 V, 50 Hz'], [[std, unit, 16800]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '分析材料的热稳定性、相变与分解行为，是电池材料安全性评价的重要手段。',
      'Reveals thermal stability, phase changes and decomposition, a key part of assessing battery-material safety.',
      '材料の熱安定性、相転移、分解挙動を調べられ、電池材料の安全性評価に欠かせない手法です。',
      '소재의 열안정성, 상전이, 분해 거동을 분석하며 전지 소재 안전성 평가의 중요한 수단입니다.',
    ],
    labels: ['model', 'temperature', 'heatingRate', 'resolution', 'power'],
    items: [
      item(['热重分析仪', 'Thermogravimetric analyser', '熱重量分析装置', '열중량 분석기'], ['TGA-1150', 'RT–1150 °C', '0.1–100 °C/min', '0.1 µg', '220 V, 50 Hz'], [[std, unit, 168000]], { key: 'tga' }),
      item(['差示扫描量热仪', 'Differential scanning calorimeter', '示差走査熱量計', '시차주사열량계'], ['DSC-600', '−150–600 °C', '0.1–100 °C/min', '0.1 µW', '220 V, 50 Hz'], [[std, unit, 158000]]),
      item(['同步热分析仪', 'Simultaneous thermal analyser (TG-DSC)', '熱重量・示差熱同時測定装置', '동시 열분석기(TG-DSC)'], ['STA-1500', 'RT–1500 °C', '0.1–50 °C/min', '0.1 µg', '220 V, 50 Hz'], [[std, unit, 258000]]),
      item(['导热系数测试仪', 'Thermal conductivity analyser', '熱伝導率測定装置', '열전도율 측정기'], ['TC-3000', '0.005–500 W/(m·K)', '±3%', '220 V, 50 Hz'], [[std, unit, 88000]], { labels: ['model', 'range', 'accuracy', 'power'] }),
      item(['全自动熔点仪', 'Automatic melting point apparatus', '自動融点測定装置', '자동 녹는점 측정기'], ['MP-300', 'RT–400 °C', '0.1–20 °C/min', '0.1 °C', '220 V, 50 Hz'], [[std, unit, 12800]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '称量准确、稳定快速，适合电极配料、电解液配制及样品称量。',
      'Accurate, stable and quick to settle, for batching electrodes, preparing electrolytes and weighing samples.',
      '秤量が正確で安定も早く、電極の調合、電解液の調製、試料の秤量に適しています。',
      '칭량이 정확하고 안정화가 빨라 전극 배합, 전해액 조제, 시료 칭량에 적합합니다.',
    ],
    labels: ['model', 'maxLoad', 'readability', 'accuracy', 'power'],
    items: [
      item(['万分之一分析天平', 'Analytical balance, 0.1 mg', '分析天びん（0.1 mg）', '분석용 저울(0.1 mg)'], ['AB-220', '220 g', '0.1 mg', '±0.2 mg', '220 V, 50 Hz'], [[std, unit, 8800]], { key: 'balance' }),
      item(['十万分之一半微量天平', 'Semi-micro balance, 0.01 mg', 'セミミクロ天びん（0.01 mg）', '세미마이크로 저울(0.01 mg)'], ['SM-120', '120 g', '0.01 mg', '±0.03 mg', '220 V, 50 Hz'], [[std, unit, 26800]]),
      item(['百分之一精密天平', 'Precision balance, 0.01 g', '精密天びん（0.01 g）', '정밀 저울(0.01 g)'], ['PB-2000', '2000 g', '0.01 g', '±0.02 g', '220 V, 50 Hz'], [[std, unit, 5200]]),
      item(['手套箱专用分析天平', 'Glove-box analytical balance', 'グローブボックス用分析天びん', '글로브박스용 분석 저울'], ['GB-120', '120 g', '0.1 mg', '±0.2 mg', '12 V DC'], [[std, unit, 12800]]),
      item(['卤素水分测定仪', 'Halogen moisture analyser', 'ハロゲン水分計', '할로겐 수분 측정기'], ['MA-110', '110 g', '0.01%', '±0.05%', '220 V, 50 Hz'], [[std, unit, 9800]]),
      item(['E2 级标准砝码套装', 'Calibration weight set, class E2', 'E2 級標準分銅セット', 'E2급 표준 분동 세트'], ['OIML R111 E2', '1 mg–200 g', 'SS316L', '24'], [[set, '1 set', 3800]], { kind: 'cons', labels: ['standard', 'range', 'material', 'quantity'], use: ['用于天平的日常校准与期间核查，保证称量结果可靠、可溯源。', 'For routine calibration and interim checks of balances, keeping weighings reliable and traceable.', '天びんの日常校正や中間点検に使い、秤量結果の信頼性とトレーサビリティを確保します。', '저울의 일상 교정과 중간 점검에 사용해 칭량 결과의 신뢰성과 소급성을 확보합니다.'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '精确测定电解液、溶剂、极片与隔膜中的微量水分，是电池实验室的必备仪器。',
      'Measures trace water in electrolytes, solvents, electrodes and separators precisely: essential kit in a battery lab.',
      '電解液、溶媒、電極、セパレーター中の微量水分を正確に測定でき、電池実験室に欠かせない装置です。',
      '전해액, 용매, 전극, 분리막 속 미량 수분을 정확히 측정하는 전지 실험실 필수 장비입니다.',
    ],
    labels: ['model', 'range', 'resolution', 'power'],
    items: [
      item(['库仑法卡尔费休水分测定仪', 'Coulometric Karl Fischer titrator', '電量滴定式カールフィッシャー水分計', '전량법 칼 피셔 수분 측정기'], ['KF-C20', '1 µg–100 mg', '0.1 µg', '220 V, 50 Hz'], [[std, unit, 38800]], { key: 'kf' }),
      item(['容量法卡尔费休水分测定仪', 'Volumetric Karl Fischer titrator', '容量滴定式カールフィッシャー水分計', '용량법 칼 피셔 수분 측정기'], ['KF-V30', '100 ppm–100%', '0.01 mL', '220 V, 50 Hz'], [[std, unit, 32800]]),
      item(['卡尔费休加热进样炉', 'Karl Fischer oven sampler', 'カールフィッシャー用水分気化装置', '칼 피셔 오븐 샘플러'], ['KO-300', '50–300 °C', '20–200 mL/min', '220 V, 50 Hz'], [[std, unit, 48000]], { labels: ['model', 'temperature', 'flow', 'power'] }),
      chem(['库仑法卡尔费休试剂（阳极液）', 'Coulometric Karl Fischer reagent, anolyte', '電量滴定用カールフィッシャー試薬（陽極液）', '전량법 칼 피셔 시약(양극액)'], '', '', '', ['1000 mg H2O / 100 mL', 'I2 / SO2 / C3H4N2', 'ISO 760', 'CH3OH'], [['100 mL', 380], ['500 mL', 1680]], { key: 'kf-reagent', kind: 'chem', use: ['卡尔费休水分测定的配套试剂，用于电解液、溶剂等样品的微量水分检测。', 'The matching reagent for Karl Fischer titration of trace water in electrolytes, solvents and other samples.', 'カールフィッシャー水分測定用の試薬で、電解液や溶媒などの微量水分測定に使います。', '칼 피셔 수분 측정용 시약으로 전해액, 용매 등의 미량 수분 측정에 사용합니다.'], labels: ['capacityL', 'composition', 'standard', 'solvent'], store: 'flammable' }),
      item(['卡尔费休水分标准物质（1.0 mg/g）', 'Karl Fischer water standard, 1.0 mg/g', 'カールフィッシャー水分標準物質（1.0 mg/g）', '칼 피셔 수분 표준물질(1.0 mg/g)'], ['1.00 mg/g', '±0.3%', 'C8H10', 'ISO 17034'], [[['8 mL × 10 支安瓿', '10 × 8 mL ampoules', '8 mL アンプル × 10 本', '8 mL 앰플 × 10개'], '10 ampoules', 580]], { kind: 'chem', use: ['用于卡尔费休水分测定仪的校准与滴定度标定，定值可溯源。', 'For calibrating Karl Fischer titrators and checking the titre, with a traceable certified value.', 'カールフィッシャー水分計の校正や力価標定に使え、認証値はトレーサブルです。', '칼 피셔 수분 측정기의 교정과 역가 표정에 사용하며 인증값은 소급성이 있습니다.'], labels: ['concentration', 'accuracy', 'solvent', 'standard'], store: 'dry' }),
      item(['卡氏炉样品瓶', 'Karl Fischer oven vials', 'カールフィッシャー用バイアル', '칼 피셔 오븐 바이알'], ['Boro 3.3', '20 mL', '100', 'KO-300'], [[pcs(100), '100 pcs', 268]], { kind: 'cons', labels: ['material', 'volume', 'quantity', 'fits'], use: ['卡氏加热炉专用样品瓶，密封可靠，适合固体与高粘度样品的水分测定。', 'Vials for the Karl Fischer oven, sealing tightly for measuring water in solids and viscous samples.', 'カールフィッシャー水分気化装置用のバイアルで、固体や高粘度試料の水分測定に適しています。', '칼 피셔 오븐용 바이알로 밀봉이 확실해 고체와 고점도 시료의 수분 측정에 적합합니다.'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '测定粉体的粒度分布、比表面积与堆积密度，帮助优化电极材料的加工性能。',
      'Measures particle-size distribution, surface area and packing density to help tune how electrode materials process.',
      '粉体の粒度分布、比表面積、充填密度を測定し、電極材料の加工性の最適化に役立ちます。',
      '분체의 입도 분포, 비표면적, 충전 밀도를 측정해 전극 소재의 가공성 최적화에 도움을 줍니다.',
    ],
    labels: ['model', 'range', 'accuracy', 'power'],
    items: [
      item(['激光粒度分析仪', 'Laser diffraction particle size analyser', 'レーザー回折式粒度分布測定装置', '레이저 회절 입도 분석기'], ['LPS-3000', '0.01–3500 µm', '±1% (D50)', '220 V, 50 Hz'], [[std, unit, 198000]], { key: 'psa' }),
      item(['比表面积及孔径分析仪', 'Surface area and pore size analyser (BET)', '比表面積・細孔分布測定装置（BET）', '비표면적·기공 분석기(BET)'], ['BET-3', '≥ 0.0005 m²/g', '±1.5%', '220 V, 50 Hz'], [[std, unit, 238000]], { key: 'bet' }),
      item(['振实密度仪', 'Tap density tester', 'タップ密度測定器', '탭 밀도 측정기'], ['TD-2', '250 taps/min', '±1%', '220 V, 50 Hz'], [[std, unit, 9800]], { labels: ['model', 'speed', 'accuracy', 'power'] }),
      item(['粉末压实密度仪', 'Powder compaction density tester', '粉体圧縮密度測定装置', '분체 압축 밀도 측정기'], ['CD-10', '≤ 100 kN', '±0.5%', '220 V, 50 Hz'], [[std, unit, 28800]], { labels: ['model', 'force', 'accuracy', 'power'] }),
      item(['振动筛分仪', 'Vibratory sieve shaker', '振動ふるい機', '진동 체 분리기'], ['VS-200', '20 µm–25 mm', 'Φ200 mm', '220 V, 50 Hz'], [[std, unit, 6800]], { labels: ['model', 'range', 'size', 'power'] }),
    ],
  },
];
