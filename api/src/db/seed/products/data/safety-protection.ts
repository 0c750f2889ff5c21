import { item, type SubCatalog } from '../catalog-types';
import { containers, std } from '../sku-labels';

const unit = '1 unit';

/** 安全防护 (top 13), sub-categories 1301–1305. */
export const safetyProtection: SubCatalog[] = [
  {
    kind: 'cons',
    use: [
      '符合相关防护标准，为电解液配制、粉体操作及电池测试提供可靠防护。',
      'Certified to the relevant standards to protect you while mixing electrolytes, handling powders and testing cells.',
      '関連規格に適合し、電解液の調製、粉体の取り扱い、電池試験の際に確実に身を守ります。',
      '관련 규격을 충족해 전해액 조제, 분체 취급, 전지 시험 중 확실하게 보호합니다.',
    ],
    labels: ['material', 'size', 'standard', 'quantity'],
    items: [
      item(['防雾防化护目镜', 'Anti-fog chemical splash goggles', '防曇ケミカルゴーグル', '김서림 방지 화학 보안경'], ['PC', '155 × 75 mm', 'EN 166', '1'], [['1 pc', '1 pc', 68]], { key: 'goggles' }),
      item(['阻燃实验服', 'Flame-resistant lab coat', '難燃性白衣', '방염 실험복'], ['m-aramid', 'M–XXL', 'EN ISO 11612', '1'], [['M', '1 pc', 480], ['L', '1 pc', 480], ['XL', '1 pc', 480]]),
      item(['防护面屏', 'Face shield', 'フェイスシールド', '안면 보호구'], ['PC', '200 × 340 mm', 'EN 166', '1'], [['1 pc', '1 pc', 98]]),
      item(['半面罩防毒面具（有机蒸气/酸性气体）', 'Half-mask respirator, organic vapour and acid gas', '半面形防毒マスク（有機ガス・酸性ガス用）', '반면형 방독 마스크(유기증기·산성가스용)'], ['TPE / ABEK1', 'M / L', 'EN 140 / EN 14387', '1'], [['M', '1 pc', 268], ['L', '1 pc', 268]], { key: 'respirator' }),
      item(['防化围裙', 'Chemical-resistant apron', '耐薬品エプロン', '내화학 앞치마'], ['PVC', '900 × 1200 mm', 'EN 14605', '1'], [['1 pc', '1 pc', 88]]),
    ],
  },
  {
    kind: 'equip',
    use: [
      '为电池测试与储存提供物理隔离，降低热失控时起火与爆炸带来的危害。',
      'Physically isolates cells during testing and storage, containing fire and blast if thermal runaway occurs.',
      '電池の試験・保管時に物理的に隔離し、熱暴走による火災や爆発の被害を抑えます。',
      '전지 시험·보관 시 물리적으로 격리해 열폭주에 따른 화재와 폭발 피해를 줄입니다.',
    ],
    labels: ['model', 'material', 'dimensions', 'weight'],
    items: [
      item(['电池测试防爆箱', 'Battery test blast box', '電池試験用防爆ボックス', '전지 시험용 방폭 박스'], ['EB-30', 'SPCC 3 mm', '500 × 400 × 400 mm', '45 kg'], [[std, unit, 5800]], { key: 'blast-box' }),
      item(['锂电池防火防爆袋', 'Lithium battery fire-safe bag', 'リチウム電池用耐火バッグ', '리튬 전지 내화 백'], ['FB-L', 'E-glass', '300 × 230 × 150 mm', '0.4 kg'], [['300 × 230 × 150 mm', '1 pc', 68]], { kind: 'cons' }),
      item(['充放电设备防爆柜', 'Blast-resistant cabinet for battery cyclers', '充放電装置用防爆キャビネット', '충방전 장비용 방폭 캐비닛'], ['EC-8', 'SPCC 2 mm', '1000 × 600 × 1800 mm', '180 kg'], [[std, unit, 28800]]),
      item(['锂电池储存防火柜', 'Fire-resistant lithium battery storage cabinet', 'リチウム電池保管用耐火キャビネット', '리튬 전지 보관용 내화 캐비닛'], ['BC-90', 'SPCC 1.2 mm × 2', '1090 × 460 × 1650 mm', '160 kg'], [[std, unit, 16800]]),
    ],
  },
  {
    kind: 'cons',
    use: [
      '针对锂金属与锂离子电池火灾设计，应配置在电池实验室与手套箱附近。',
      'Designed for lithium-metal and lithium-ion battery fires; keep them next to battery labs and glove boxes.',
      'リチウム金属・リチウムイオン電池の火災を想定した製品で、電池実験室やグローブボックスの近くに備えてください。',
      '리튬금속·리튬이온 전지 화재에 맞춰 설계되었으며 전지 실험실과 글로브박스 가까이에 비치하십시오.',
    ],
    labels: ['model', 'capacityL', 'standard', 'weight'],
    items: [
      item(['锂金属专用 D 类灭火器', 'Class D extinguisher for lithium metal', 'リチウム金属用 D 種消火器', '리튬 금속용 D급 소화기'], ['MFZ/D-5', '5 kg', 'GB 4351', '8.5 kg'], [['5 kg', '1 pc', 880]], { key: 'class-d' }),
      item(['锂电池专用灭火器', 'Lithium-ion battery fire extinguisher', 'リチウムイオン電池用消火器', '리튬이온 전지용 소화기'], ['AVD-2', '2 L', 'EN 3-7', '3.6 kg'], [['2 L', '1 pc', 680]]),
      item(['灭火毯', 'Fire blanket', '消火用ブランケット', '방화 담요'], ['FB-12', '1.2 × 1.2 m', 'EN 1869', '0.8 kg'], [['1.2 × 1.2 m', '1 pc', 98]], { labels: ['model', 'size', 'standard', 'weight'] }),
      item(['烟温复合探测器', 'Combined smoke and heat alarm', '煙・熱複合警報器', '연기·열 복합 감지기'], ['SH-10', '3 V DC', 'EN 14604', '0.2 kg'], [['1 pc', '1 pc', 168]], { labels: ['model', 'power', 'standard', 'weight'] }),
      item(['蛭石灭火剂', 'Vermiculite fire suppressant', 'バーミキュライト消火材', '질석 소화제'], ['1–3 mm', '0.1 g/cm³'], [[containers.bag('10 L'), '10 L', 128]], { kind: 'chem', formula: '(Mg,Fe,Al)3(Al,Si)4O10(OH)2·4H2O', cas: '1318-00-9', labels: ['particle', 'density'], store: 'dry' }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '双层钢板结构、防火防泄漏，按化学品类别分类存放更安全。',
      'Double-walled steel that resists fire and contains leaks, so chemicals can be stored safely by hazard class.',
      '二重鋼板構造で耐火性と漏洩防止性に優れ、薬品を危険区分ごとに安全に保管できます。',
      '이중 강판 구조로 내화성과 누출 방지 성능이 뛰어나 화학물질을 위험 등급별로 안전하게 보관할 수 있습니다.',
    ],
    labels: ['model', 'capacityL', 'dimensions', 'standard'],
    items: [
      item(['易燃液体安全柜', 'Flammable liquid safety cabinet', '可燃性液体用安全キャビネット', '인화성 액체 안전 캐비닛'], ['FS-45', '170 L', '1090 × 460 × 1650 mm', 'FM 6049'], [[std, unit, 5800]], { key: 'flammable-cabinet' }),
      item(['腐蚀性化学品储存柜', 'Corrosive chemicals cabinet', '腐食性薬品保管庫', '부식성 화학물질 보관함'], ['CS-30', '114 L', '1090 × 460 × 1120 mm', 'GB 15603'], [[std, unit, 5200]]),
      item(['通风试剂柜', 'Ventilated reagent cabinet', '排気式薬品庫', '환기형 시약장'], ['VR-900', '500 L', '900 × 500 × 1800 mm', 'GB 15603'], [[std, unit, 6800]]),
      item(['全钢气瓶柜（双瓶）', 'Steel gas cylinder cabinet, two cylinders', '鋼製ボンベキャビネット（2 本用）', '강철 실린더 캐비닛(2병용)'], ['GC-2', '2 × 40 L', '1200 × 450 × 1900 mm', 'EN 14470-2'], [[std, unit, 9800]]),
      item(['PP 酸碱储存柜', 'Polypropylene acid and base cabinet', 'PP 製酸・アルカリ保管庫', 'PP 산·염기 보관함'], ['AB-90', '280 L', '900 × 500 × 1800 mm', 'GB 15603'], [[std, unit, 6200]]),
    ],
  },
  {
    kind: 'cons',
    use: [
      '快速吸附和中和泄漏的化学品，把事故影响控制在最小范围。',
      'Soaks up and neutralises spilled chemicals quickly to keep an incident as small as possible.',
      '漏れた薬品をすばやく吸着・中和し、事故の影響を最小限に抑えます。',
      '누출된 화학물질을 빠르게 흡착·중화해 사고 영향을 최소화합니다.',
    ],
    labels: ['model', 'capacityL', 'material', 'quantity'],
    items: [
      item(['氢氟酸泄漏应急套装', 'Hydrofluoric acid spill kit', 'フッ化水素酸漏洩対策キット', '불산 누출 대응 키트'], ['HF-K1', '20 L', 'Ca gluconate 2.5%', '1'], [['20 L', '1 set', 680]], { key: 'hf-kit' }),
      item(['通用化学品吸附应急桶', 'Universal spill kit drum', '汎用漏洩対策キット（ドラム）', '범용 누출 대응 키트(드럼)'], ['US-120', '120 L', 'PP', '1'], [['120 L', '1 set', 880]]),
      item(['化学品吸附棉', 'Chemical absorbent pads', '薬品用吸着マット', '화학물질 흡착 패드'], ['AP-100', '400 × 500 mm', 'PP', '100'], [['400 × 500 mm × 100', '100 pcs', 298]], { labels: ['model', 'size', 'material', 'quantity'] }),
      item(['电解液泄漏处理套装', 'Electrolyte spill kit', '電解液漏洩対策キット', '전해액 누출 대응 키트'], ['EL-K2', '10 L', 'CaCO3 / PP', '1'], [['10 L', '1 set', 480]]),
      item(['台式洗眼器', 'Bench-mounted eyewash', '卓上型洗眼器', '탁상형 세안기'], ['EW-1', '≥ 1.5 L/min', 'SS304', 'G1/2"'], [['1 pc', '1 pc', 880]], { labels: ['model', 'flow', 'material', 'connection'] }),
    ],
  },
];
