import { item, type SubCatalog } from '../catalog-types';
import { pcs, roll, set, std } from '../sku-labels';

const unit = '1 unit';

/** 电池实验 (top 1), sub-categories 101–105. */
export const batteryExperiments: SubCatalog[] = [
  {
    kind: 'cons',
    use: [
      '扣式电池组装的常用配件，尺寸精确、表面洁净，适合手套箱内批量组装。',
      'Everyday parts for coin-cell assembly, precisely sized and clean, for batch assembly inside a glove box.',
      'コインセル組立の定番部品で、寸法精度が高く表面も清浄なため、グローブボックス内での連続組立に適しています。',
      '코인셀 조립에 늘 쓰이는 부품으로 치수가 정확하고 표면이 깨끗해 글로브박스 안에서 연속 조립하기 좋습니다.',
    ],
    labels: ['material', 'size', 'thickness', 'fits'],
    items: [
      item(['不锈钢垫片', 'Stainless-steel spacers', 'ステンレススペーサー', '스테인리스 스페이서'], ['SS316L', 'Φ15.8 mm', '0.5 / 1.0 mm', 'CR2032'], [['0.5 mm × 100', '100 pcs', 48], ['1.0 mm × 100', '100 pcs', 58]], { key: 'spacer' }),
      item(['碟形弹簧片', 'Wave springs', 'ウェーブスプリング', '웨이브 스프링'], ['SS304', 'Φ15.4 mm', '1.1 mm', 'CR2032'], [[pcs(100), '100 pcs', 45], [pcs(500), '500 pcs', 198]], { key: 'spring' }),
      item(['扣式电池密封圈', 'Coin-cell sealing gaskets', 'コインセル用ガスケット', '코인셀 밀봉 가스켓'], ['PP', 'Φ20 mm', '0.3 mm', 'CR2032'], [[pcs(100), '100 pcs', 38], [pcs(500), '500 pcs', 168]]),
      item(['玻璃纤维隔膜圆片', 'Glass microfibre separator discs', 'ガラス繊維セパレーターディスク', '유리섬유 분리막 디스크'], ['SiO2–B2O3', 'Φ19 mm', '0.68 mm', 'CR2032'], [[pcs(100), '100 pcs', 158], [pcs(500), '500 pcs', 680]], { key: 'gf-sep' }),
      item(['锂片', 'Lithium metal chips', 'リチウム金属チップ', '리튬 금속 칩'], ['Φ15.6 mm', '0.45 mm'], [[pcs(50), '50 pcs', 98], [pcs(200), '200 pcs', 348]], { key: 'li-chip', kind: 'chem', formula: 'Li', cas: '7439-93-2', purity: '≥ 99.9%', labels: ['diameter', 'thickness'], store: 'inert' }),
      item(['绝缘镊子套装', 'Insulated tweezers set', '絶縁ピンセットセット', '절연 핀셋 세트'], ['PEEK / SS304', '120 mm', '3', 'CR2016–CR2032'], [[set, '1 set', 168]], { labels: ['material', 'length', 'quantity', 'fits'] }),
      item(['真空吸笔', 'Vacuum pick-up pen', '真空ピンセット', '진공 픽업 펜'], ['ABS / VMQ', 'Φ4 / 6 / 10 mm', 'Φ12–19 mm', '3'], [[set, '1 set', 98]], { labels: ['material', 'size', 'fits', 'quantity'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '覆盖软包电池从冲壳、极耳焊接到封装的各个环节，适合实验室小批量试制。',
      'Covers every pouch-cell step from cup forming and tab welding to sealing, for small prototype runs in the lab.',
      'カップ成形、タブ溶接から封止まで、ラミネートセル試作の各工程をカバーし、研究室での少量試作に適しています。',
      '컵 성형, 탭 용접부터 실링까지 파우치셀 시제작의 모든 공정을 다루어 실험실 소량 시제작에 적합합니다.',
    ],
    labels: ['thickness', 'width', 'material', 'tensile'],
    items: [
      item(['铝塑膜（113 µm）', 'Aluminium laminated film, 113 µm', 'アルミラミネートフィルム（113 µm）', '알루미늄 파우치 필름(113 µm)'], ['113 µm', '200 mm', 'Ny / Al / CPP', '≥ 100 N/15 mm'], [[roll('200 mm × 5 m'), '5 m', 168], [roll('200 mm × 20 m'), '20 m', 580]], { key: 'al-film' }),
      item(['深冲铝塑膜（153 µm）', 'Deep-draw aluminium laminated film, 153 µm', '深絞り用アルミラミネートフィルム（153 µm）', '딥드로잉용 알루미늄 파우치 필름(153 µm)'], ['153 µm', '240 mm', 'PET / Ny / Al / CPP', '≥ 120 N/15 mm'], [[roll('240 mm × 5 m'), '5 m', 218], [roll('240 mm × 20 m'), '20 m', 760]]),
      item(['镍极耳（带极耳胶）', 'Nickel tabs with sealant film', 'ニッケルタブ（シーラント付き）', '니켈 탭(실란트 부착)'], ['0.1 mm', '4 mm', 'Ni', 'PP'], [[pcs(100), '100 pcs', 68], [pcs(500), '500 pcs', 268]], { key: 'ni-tab', labels: ['thickness', 'width', 'material', 'coating'] }),
      item(['铝极耳（带极耳胶）', 'Aluminium tabs with sealant film', 'アルミタブ（シーラント付き）', '알루미늄 탭(실란트 부착)'], ['0.1 mm', '4 mm', 'Al', 'PP'], [[pcs(100), '100 pcs', 58], [pcs(500), '500 pcs', 228]], { key: 'al-tab', labels: ['thickness', 'width', 'material', 'coating'] }),
      item(['软包电池冲壳机', 'Pouch cup forming machine', 'ラミネートカップ成形機', '파우치 컵 성형기'], ['PF-120', '≤ 120 × 100 mm', '0.6 MPa', '220 V, 50 Hz'], [[std, unit, 12800]], { key: 'pouch-former', kind: 'equip', labels: ['model', 'size', 'pressure', 'power'] }),
      item(['真空预封机', 'Vacuum pre-sealer', '真空プレシーラー', '진공 예비 실링기'], ['VS-200', '200 mm', '−95 kPa', '220 V, 50 Hz'], [[std, unit, 26800]], { key: 'pouch-sealer', kind: 'equip', labels: ['model', 'width', 'vacuum', 'power'] }),
      item(['顶侧封机', 'Top and side heat sealer', 'トップ・サイドシーラー', '탑·사이드 실링기'], ['TS-200', '200 mm', 'RT–250 °C', '220 V, 50 Hz'], [[std, unit, 15800]], { kind: 'equip', labels: ['model', 'width', 'temperature', 'power'] }),
    ],
  },
  {
    kind: 'equip',
    use: [
      '用于 18650、21700 等圆柱电池的试制，从卷绕到封口均可在实验室完成。',
      'For prototyping 18650 and 21700 cylindrical cells, from winding to sealing, within the lab.',
      '18650・21700 などの円筒形電池の試作用で、巻回から封口まで研究室内で行えます。',
      '18650·21700 등 원통형 전지 시제작용으로 권취부터 밀봉까지 실험실에서 진행할 수 있습니다.',
    ],
    labels: ['model', 'fits', 'power', 'weight'],
    items: [
      item(['18650 电池钢壳及盖帽', '18650 steel cans with cap assemblies', '18650 電池缶・キャップセット', '18650 전지 캔 및 캡 세트'], ['SPCE + Ni', 'Φ18.3 × 65 mm', '0.25 mm', '18650'], [[pcs(50), '50 sets', 298], [pcs(200), '200 sets', 1080]], { key: 'can-18650', kind: 'cons', labels: ['material', 'size', 'thickness', 'fits'] }),
      item(['21700 电池钢壳及盖帽', '21700 steel cans with cap assemblies', '21700 電池缶・キャップセット', '21700 전지 캔 및 캡 세트'], ['SPCE + Ni', 'Φ21.2 × 70 mm', '0.3 mm', '21700'], [[pcs(50), '50 sets', 348], [pcs(200), '200 sets', 1260]], { kind: 'cons', labels: ['material', 'size', 'thickness', 'fits'] }),
      item(['手动圆柱电池卷绕机', 'Manual cylindrical cell winder', '手動円筒形セル巻回機', '수동 원통형 셀 권취기'], ['MW-18', '18650 / 21700', '≤ 80 mm', '12 kg'], [[std, unit, 16800]], { labels: ['model', 'fits', 'width', 'weight'] }),
      item(['圆柱电池滚槽机', 'Cylindrical cell grooving machine', '円筒形セル溝付け機', '원통형 셀 그루빙기'], ['GR-21', '18650 / 21700', '220 V, 50 Hz', '28 kg'], [[std, unit, 9800]]),
      item(['圆柱电池封口机', 'Cylindrical cell crimping machine', '円筒形セル封口機', '원통형 셀 크림핑기'], ['CS-21', '18650 / 21700', '220 V, 50 Hz', '35 kg'], [[std, unit, 15800]]),
      item(['极耳点焊机', 'Tab spot welder', 'タブスポット溶接機', '탭 스폿 용접기'], ['SW-3K', 'Ni ≤ 0.3 mm', '220 V, 50 Hz', '9 kg'], [[std, unit, 6800]], { labels: ['model', 'thickness', 'power', 'weight'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '用于循环后电池的安全拆解与无暴露转移，便于开展 SEM、XPS、XRD 等失效分析。',
      'For dismantling cycled cells safely and moving samples without air exposure to SEM, XPS or XRD for failure analysis.',
      'サイクル後の電池を安全に解体し、大気に曝さずに SEM・XPS・XRD へ移送して劣化解析を行うための製品です。',
      '사이클 후 전지를 안전하게 해체하고 대기 노출 없이 SEM·XPS·XRD로 옮겨 열화 분석을 할 수 있습니다.',
    ],
    labels: ['material', 'fits', 'weight', 'dimensions'],
    items: [
      item(['电池拆解工具套装', 'Cell teardown tool kit', '電池解体工具セット', '전지 해체 공구 세트'], ['ZrO2 / PEEK / SS304', 'CR20xx / 18650 / 21700', '1.2 kg', '320 × 240 × 60 mm'], [[set, '1 set', 680]]),
      item(['氧化锆陶瓷剪刀', 'Zirconia ceramic scissors', 'ジルコニアセラミックはさみ', '지르코니아 세라믹 가위'], ['ZrO2 / ABS', '28 g', '145 mm', '1'], [[pcs(1), '1 pc', 128]], { labels: ['material', 'weight', 'length', 'quantity'] }),
      item(['扣式电池拆解器', 'Coin-cell decrimper', 'コインセル解体器', '코인셀 해체기'], ['SS304 / POM', 'CR2016–CR2032', '1.5 kg', '150 × 80 × 120 mm'], [[std, unit, 2800]]),
      item(['真空转移盒（SEM/XPS 用）', 'Airtight sample transfer vessel for SEM/XPS', '大気非暴露トランスファーベッセル（SEM/XPS 用）', '대기 차단 시료 이송 용기(SEM/XPS용)'], ['TV-25', 'SS316L', '< 1 × 10⁻³ Pa', 'Φ25 mm'], [[std, unit, 18800]], { kind: 'equip', labels: ['model', 'material', 'vacuum', 'size'] }),
      item(['气密 XRD 样品台', 'Air-tight XRD sample holder', '気密 XRD 試料ホルダー', '기밀 XRD 시료 홀더'], ['Al / PMMA', 'θ–2θ', '120 g', 'Φ25 × 1 mm'], [[std, unit, 3800]]),
    ],
  },
  {
    kind: 'cons',
    use: [
      '内含极片、隔膜、电解液、电池壳及详细实验手册，适合本科教学实验与课题预实验。',
      'Contains electrodes, separators, electrolyte, cell cases and a step-by-step manual, for teaching labs and pilot experiments.',
      '電極、セパレーター、電解液、電池ケースと詳しい実験手順書が入っており、学生実験や予備実験に適しています。',
      '전극, 분리막, 전해액, 전지 케이스와 자세한 실험 매뉴얼이 들어 있어 학부 실험과 예비 실험에 적합합니다.',
    ],
    labels: ['model', 'chemistry', 'cells', 'weight'],
    items: [
      item(['磷酸铁锂扣式半电池教学套件', 'LiFePO4 coin half-cell teaching kit', 'LiFePO4 コインハーフセル教育キット', 'LiFePO4 코인 하프셀 교육 키트'], ['EK-LFP20', 'LiFePO4 / Li', '20', '1.2 kg'], [[set, '1 set', 1280]], { key: 'kit-lfp' }),
      item(['钠离子扣式电池实验套件', 'Sodium-ion coin-cell kit', 'ナトリウムイオンコインセルキット', '나트륨이온 코인셀 키트'], ['EK-NA10', 'HC / Na', '10', '1.0 kg'], [[set, '1 set', 1480]]),
      item(['超级电容器组装套件', 'Supercapacitor assembly kit', '電気二重層キャパシタ組立キット', '슈퍼커패시터 조립 키트'], ['EK-SC20', 'AC / AC', '20', '0.8 kg'], [[set, '1 set', 880]]),
      item(['锌空气电池实验套件', 'Zinc–air battery kit', '亜鉛空気電池キット', '아연-공기 전지 키트'], ['EK-ZA6', 'Zn / O2', '6', '1.5 kg'], [[set, '1 set', 980]]),
      item(['锂硫扣式电池实验套件', 'Lithium–sulfur coin-cell kit', 'リチウム硫黄コインセルキット', '리튬-황 코인셀 키트'], ['EK-LS10', 'S/C / Li', '10', '1.1 kg'], [[set, '1 set', 1680]]),
      item(['水系锌离子电池实验套件', 'Aqueous zinc-ion battery kit', '水系亜鉛イオン電池キット', '수계 아연이온 전지 키트'], ['EK-ZN10', 'MnO2 / Zn', '10', '1.0 kg'], [[set, '1 set', 780]]),
    ],
  },
];
