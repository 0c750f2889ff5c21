import { item, type Names, type SubCatalog } from '../catalog-types';
import { pcs, std } from '../sku-labels';

const unit = '1 unit';
const withSolventTrap: Names = ['含溶剂吸附系统', 'With solvent trap', '溶媒トラップ付き', '용매 트랩 포함'];

/** 手套箱与气氛控制 (top 6), sub-categories 601–604. */
export const gloveBoxes: SubCatalog[] = [
  {
    kind: 'equip',
    use: [
      '通过循环净化将箱内水、氧含量维持在 1 ppm 以下，满足锂金属与电解液操作要求。',
      'Keeps water and oxygen below 1 ppm by circulating purification, as lithium-metal and electrolyte work demands.',
      '循環精製により内部の水分・酸素を 1 ppm 未満に保ち、リチウム金属や電解液の取り扱いに必要な環境を実現します。',
      '순환 정제로 내부 수분·산소를 1 ppm 미만으로 유지해 리튬 금속과 전해액 취급에 필요한 환경을 만듭니다.',
    ],
    labels: ['model', 'ports', 'atmosphere', 'dimensions', 'power'],
    items: [
      item(['单工位惰性气体手套箱', 'Single-station inert gas glove box', 'シングルステーション不活性ガスグローブボックス', '단일 스테이션 불활성 가스 글로브박스'], ['GB-1200', '2', '< 1 ppm', '1200 × 780 × 900 mm', '220 V, 50 Hz'], [[std, unit, 128000], [withSolventTrap, unit, 148000]], { key: 'glovebox' }),
      item(['双工位惰性气体手套箱', 'Double-station inert gas glove box', 'ダブルステーション不活性ガスグローブボックス', '이중 스테이션 불활성 가스 글로브박스'], ['GB-1800', '4', '< 1 ppm', '1800 × 780 × 900 mm', '220 V, 50 Hz'], [[std, unit, 198000], [withSolventTrap, unit, 218000]]),
      item(['紧凑型实验室手套箱', 'Compact laboratory glove box', 'コンパクトグローブボックス', '소형 실험실 글로브박스'], ['GB-900C', '2', '< 1 ppm', '900 × 650 × 750 mm', '220 V, 50 Hz'], [[std, unit, 68000]]),
      item(['亚克力真空手套箱', 'Acrylic vacuum glove box', 'アクリル製真空グローブボックス', '아크릴 진공 글로브박스'], ['AG-600', '2', '< 0.1% O2', '600 × 450 × 500 mm', '—'], [[std, unit, 6800]]),
      item(['四工位惰性气体手套箱', 'Four-station inert gas glove box', '4 ステーション不活性ガスグローブボックス', '4 스테이션 불활성 가스 글로브박스'], ['GB-2400', '8', '< 1 ppm', '2400 × 780 × 900 mm', '380 V, 50 Hz'], [[std, unit, 288000]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '持续去除惰性气体中的水、氧与溶剂蒸气，并实时监测气氛质量。',
      'Continuously strips water, oxygen and solvent vapour from the inert gas and monitors the atmosphere in real time.',
      '不活性ガス中の水分・酸素・溶媒蒸気を連続的に除去し、雰囲気をリアルタイムで監視します。',
      '불활성 가스 속 수분·산소·용매 증기를 연속으로 제거하고 분위기를 실시간으로 감시합니다.',
    ],
    labels: ['model', 'flow', 'atmosphere', 'power'],
    items: [
      item(['气体循环净化系统', 'Gas circulation purifier', 'ガス循環精製装置', '가스 순환 정제 장치'], ['GP-20', '20 m³/h', '< 1 ppm', '220 V, 50 Hz'], [[std, unit, 58000]]),
      item(['可再生净化柱', 'Regenerable purification column', '再生式精製カラム', '재생식 정제 칼럼'], ['PC-R2', '≥ 40 L O2', '< 1 ppm', 'GP-20 / GB-1200'], [[std, unit, 18000]], { labels: ['model', 'capacityL', 'atmosphere', 'fits'] }),
      item(['微量氧分析仪', 'Trace oxygen analyser', '微量酸素計', '미량 산소 분석기'], ['OA-10', '0–1000 ppm', '0.1 ppm', '24 V DC'], [[std, unit, 16800]], { labels: ['model', 'range', 'resolution', 'power'] }),
      item(['微量水分分析仪', 'Trace moisture analyser', '微量水分計', '미량 수분 분석기'], ['WA-10', '0–500 ppm', '0.1 ppm', '24 V DC'], [[std, unit, 18800]], { labels: ['model', 'range', 'resolution', 'power'] }),
      item(['溶剂蒸气吸附系统', 'Solvent vapour removal system', '溶媒蒸気除去装置', '용매 증기 제거 장치'], ['SR-5', '5 m³/h', '2 kg', '220 V, 50 Hz'], [[std, unit, 22800]], { labels: ['model', 'flow', 'capacityL', 'power'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '用于极片、隔膜与粉末材料的真空干燥，控温精确、抽真空速度快。',
      'Vacuum-dries electrodes, separators and powders with precise temperature control and fast pump-down.',
      '電極、セパレーター、粉末材料の真空乾燥に使え、温度制御が正確で排気も速いのが特長です。',
      '전극, 분리막, 분말 소재의 진공 건조에 사용하며 온도 제어가 정확하고 배기가 빠릅니다.',
    ],
    labels: ['model', 'volume', 'temperature', 'vacuum', 'power'],
    items: [
      item(['真空干燥箱（25 L）', 'Vacuum drying oven, 25 L', '真空乾燥機（25 L）', '진공 건조 오븐(25 L)'], ['DZF-25', '25 L', 'RT+10–200 °C', '< 133 Pa', '220 V, 50 Hz'], [[std, unit, 6800]], { key: 'vacuum-oven' }),
      item(['真空干燥箱（50 L）', 'Vacuum drying oven, 50 L', '真空乾燥機（50 L）', '진공 건조 오븐(50 L)'], ['DZF-50', '50 L', 'RT+10–250 °C', '< 133 Pa', '220 V, 50 Hz'], [[std, unit, 9800]]),
      item(['手套箱内置真空烘箱', 'Glove-box vacuum oven', 'グローブボックス内蔵真空オーブン', '글로브박스 내장 진공 오븐'], ['GVO-10', '10 L', 'RT–200 °C', '< 10 Pa', '220 V, 50 Hz'], [[std, unit, 26800]]),
      item(['旋片式真空泵', 'Rotary vane vacuum pump', '油回転真空ポンプ', '로터리 베인 진공 펌프'], ['RV-8', '8 m³/h', '5 × 10⁻² Pa', '220 V, 50 Hz'], [[std, unit, 8800]], { labels: ['model', 'flow', 'vacuum', 'power'] }),
      item(['电热鼓风干燥箱（70 L）', 'Forced-air drying oven, 70 L', '送風定温乾燥機（70 L）', '송풍 건조 오븐(70 L)'], ['DHG-70', '70 L', 'RT+10–250 °C', '±1 °C', '220 V, 50 Hz'], [[std, unit, 5200]], { labels: ['model', 'volume', 'temperature', 'accuracy', 'power'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '手套箱日常维护与升级所需的配件，气密性好，更换方便。',
      'Parts for the routine upkeep and upgrade of glove boxes: gas-tight and quick to fit.',
      'グローブボックスの日常保守やアップグレードに必要な部品で、気密性が高く交換も簡単です。',
      '글로브박스 일상 정비와 업그레이드에 필요한 부품으로 기밀성이 좋고 교체가 간편합니다.',
    ],
    labels: ['material', 'size', 'thickness', 'fits'],
    items: [
      item(['丁基橡胶手套箱手套', 'Butyl glove-box gloves', 'ブチルゴム製グローブボックス用グローブ', '부틸 고무 글로브박스 장갑'], ['IIR', '9¾', '0.4 / 0.7 mm', 'Φ220 mm'], [['0.4 mm', '1 pair', 680], ['0.7 mm', '1 pair', 880]], { key: 'butyl-gloves' }),
      item(['氯磺化聚乙烯手套箱手套', 'Hypalon glove-box gloves', 'ハイパロン製グローブボックス用グローブ', '하이팔론 글로브박스 장갑'], ['CSM', '9¾', '0.4 mm', 'Φ220 mm'], [['0.4 mm', '1 pair', 980]]),
      item(['手套口 O 型圈', 'Glove-port O-rings', 'グローブポート用 O リング', '글러브 포트 O-링'], ['FKM', 'Φ220 mm', '5 mm', 'GB-1200 / GB-1800'], [[pcs(2), '2 pcs', 168]]),
      item(['过渡舱托盘', 'Antechamber tray', 'パスボックス用トレー', '패스박스 트레이'], ['SS304', '500 × 300 mm', '1.5 mm', 'GB-1200 / GB-1800'], [[pcs(1), '1 pc', 480]]),
      item(['KF40 电气穿舱法兰', 'KF40 electrical feedthrough', 'KF40 電気フィードスルー', 'KF40 전기 피드스루'], ['SS304 / PEEK', 'KF40', '16', 'GB-1200 / GB-1800'], [[pcs(1), '1 pc', 1680]], { labels: ['material', 'connection', 'quantity', 'fits'] }),
    ],
  },
];
