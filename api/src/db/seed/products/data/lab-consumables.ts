import { item, type SubCatalog } from '../catalog-types';
import { pcs, set, sheets, sized } from '../sku-labels';

/** 实验耗材 (top 3), sub-categories 301–305. */
export const labConsumables: SubCatalog[] = [
  {
    kind: 'cons',
    use: [
      '采用高硼硅 3.3 玻璃，耐热冲击、耐化学腐蚀，适合日常配液与合成操作。',
      'Made of borosilicate 3.3 glass that withstands thermal shock and chemical attack, for everyday solution preparation and synthesis.',
      'ホウケイ酸ガラス 3.3 製で熱衝撃や薬品に強く、日常の溶液調製や合成作業に適しています。',
      '붕규산 3.3 유리로 만들어 열충격과 화학 약품에 강하며 일상적인 용액 조제와 합성 작업에 적합합니다.',
    ],
    labels: ['material', 'volume', 'quantity', 'standard'],
    items: [
      item(['低型烧杯套装', 'Low-form beaker set', '低形ビーカーセット', '저형 비커 세트'], ['Boro 3.3', '50–1000 mL', '6', 'ISO 3819'], [[set, '1 set', 128]]),
      item(['容量瓶（A 级）', 'Volumetric flasks, class A', 'メスフラスコ（クラス A）', '부피 플라스크(A급)'], ['Boro 3.3', '25–250 mL', '1', 'ISO 1042'], [['25 mL', '25 mL', 28], ['100 mL', '100 mL', 36], ['250 mL', '250 mL', 48]]),
      item(['施兰克瓶', 'Schlenk flasks', 'シュレンクフラスコ', '슈렝크 플라스크'], ['Boro 3.3', '50–250 mL', '1', '24/40, PTFE'], [['50 mL', '50 mL', 168], ['100 mL', '100 mL', 198], ['250 mL', '250 mL', 238]]),
      item(['量筒（A 级）', 'Graduated cylinders, class A', 'メスシリンダー（クラス A）', '눈금 실린더(A급)'], ['Boro 3.3', '10–500 mL', '1', 'ISO 4788'], [['10 mL', '10 mL', 22], ['100 mL', '100 mL', 38], ['500 mL', '500 mL', 78]]),
      item(['称量瓶', 'Weighing bottles', '秤量瓶', '칭량병'], ['Boro 3.3', '25 mL', '10', 'Φ40 × 25 mm'], [[pcs(10), '10 pcs', 88]], { labels: ['material', 'volume', 'quantity', 'size'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '计量准确、吸头适配性好，适合电解液配制与样品分装等精确移液操作。',
      'Accurate dosing and a secure tip fit for precise work such as electrolyte preparation and sample aliquoting.',
      '計量精度が高くチップの装着性も良いため、電解液の調製や試料の分注など精密な分注作業に適しています。',
      '계량이 정확하고 팁 장착성이 좋아 전해액 조제와 시료 분주 같은 정밀 분주 작업에 적합합니다.',
    ],
    labels: ['volume', 'material', 'quantity', 'fits'],
    items: [
      item(['单道可调移液器', 'Single-channel adjustable pipette', 'シングルチャンネル可変ピペット', '단일 채널 가변 피펫'], ['0.5–1000 µL', '±0.6%', 'PVDF / PP', '1'], [['0.5–10 µL', '1 pc', 880], ['20–200 µL', '1 pc', 880], ['100–1000 µL', '1 pc', 880]], { key: 'pipette', labels: ['volume', 'accuracy', 'material', 'quantity'] }),
      item(['移液器吸头（10 µL）', 'Pipette tips, 10 µL', 'ピペットチップ（10 µL）', '피펫 팁(10 µL)'], ['10 µL', 'PP', '1000', '0.5–10 µL'], [[pcs(1000), '1000 pcs', 48], [pcs(5000), '5000 pcs', 198]]),
      item(['移液器吸头（200 µL）', 'Pipette tips, 200 µL', 'ピペットチップ（200 µL）', '피펫 팁(200 µL)'], ['200 µL', 'PP', '1000', '20–200 µL'], [[pcs(1000), '1000 pcs', 45], [pcs(5000), '5000 pcs', 188]]),
      item(['移液器吸头（1000 µL）', 'Pipette tips, 1000 µL', 'ピペットチップ（1000 µL）', '피펫 팁(1000 µL)'], ['1000 µL', 'PP', '1000', '100–1000 µL'], [[pcs(1000), '1000 pcs', 58], [pcs(5000), '5000 pcs', 238]], { key: 'tips' }),
      item(['滤芯吸头（200 µL，灭菌）', 'Filter tips, 200 µL, sterile', 'フィルター付きチップ（200 µL、滅菌済み）', '필터 팁(200 µL, 멸균)'], ['200 µL', 'PP / PE', '960', '20–200 µL'], [[pcs(960), '960 pcs', 128]]),
      item(['玻璃巴斯德吸管', 'Glass Pasteur pipettes', 'ガラスパスツールピペット', '유리 파스퇴르 피펫'], ['2 mL', '150 mm', '250', 'Na-Ca glass'], [[pcs(250), '250 pcs', 68]], { labels: ['volume', 'length', 'quantity', 'material'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '用于粉末称量、转移与研磨，洁净无污染，适合电极材料配料。',
      'For weighing, transferring and grinding powders without contamination, ideal when batching electrode materials.',
      '粉末の秤量、移し替え、粉砕に使え、汚染がなく電極材料の調合に適しています。',
      '분말의 칭량, 이송, 분쇄에 사용하며 오염이 없어 전극 소재 배합에 적합합니다.',
    ],
    labels: ['material', 'size', 'quantity', 'weight'],
    items: [
      item(['称量纸', 'Weighing paper', '薬包紙', '칭량지'], ['Glassine', '100 × 100 mm', '500', '60 g/m²'], [[sheets(500), '500 sheets', 18]], { labels: ['material', 'size', 'quantity', 'areal'] }),
      item(['防静电称量舟', 'Anti-static weighing boats', '帯電防止秤量皿', '대전방지 칭량 보트'], ['PS', '89 × 89 mm', '500', '3.2 g'], [[pcs(500), '500 pcs', 128]]),
      item(['不锈钢药匙套装', 'Stainless-steel spatula set', 'ステンレス薬さじセット', '스테인리스 약숟가락 세트'], ['SS304', '150–210 mm', '6', '85 g'], [[set, '1 set', 48]]),
      item(['聚四氟乙烯药匙', 'PTFE spatulas', 'PTFE 製薬さじ', 'PTFE 약숟가락'], ['PTFE', '180 mm', '5', '40 g'], [[pcs(5), '5 pcs', 68]]),
      item(['玛瑙研钵', 'Agate mortar and pestle', 'めのう乳鉢', '마노 유발'], ['SiO2 (agate)', 'Φ80 / 100 mm', '1', '380 g'], [['Φ80 mm', '1 set', 268], ['Φ100 mm', '1 set', 398]], { key: 'mortar' }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '低发尘、耐化学品，适用于洁净实验室、干燥间及手套箱周边操作。',
      'Low-linting and chemical-resistant, for clean labs, dry rooms and work around glove boxes.',
      '低発塵で耐薬品性があり、クリーンな実験室、ドライルーム、グローブボックス周辺の作業に適しています。',
      '분진이 적고 내화학성이 있어 클린 실험실, 드라이룸, 글로브박스 주변 작업에 적합합니다.',
    ],
    labels: ['material', 'size', 'quantity', 'thickness'],
    items: [
      item(['丁腈手套（无粉）', 'Nitrile gloves, powder-free', 'ニトリル手袋（パウダーフリー）', '니트릴 장갑(파우더 프리)'], ['NBR', 'S / M / L', '100', '0.1 mm'], [[sized('S', 100), '100 pcs', 38], [sized('M', 100), '100 pcs', 38], [sized('L', 100), '100 pcs', 38]], { key: 'nitrile-gloves' }),
      item(['无尘擦拭纸', 'Low-lint laboratory wipes', '低発塵ワイパー', '저분진 실험용 와이퍼'], ['Cellulose', '110 × 210 mm', '280', '18 g/m²'], [[pcs(280), '280 sheets', 12], ['280 × 30', '30 boxes', 298]], { key: 'wipes', labels: ['material', 'size', 'quantity', 'areal'] }),
      item(['无尘布（聚酯）', 'Cleanroom polyester wipes', 'クリーンルーム用ポリエステルワイパー', '클린룸 폴리에스터 와이퍼'], ['PET', '228 × 228 mm', '150', '120 g/m²'], [[pcs(150), '150 sheets', 58]], { labels: ['material', 'size', 'quantity', 'areal'] }),
      item(['防静电指套', 'Anti-static finger cots', '帯電防止指サック', '대전방지 골무'], ['NR', 'S / M / L', '1000', '0.05 mm'], [[pcs(1000), '1000 pcs', 42]]),
      item(['氯丁橡胶耐化学手套', 'Neoprene chemical-resistant gloves', 'ネオプレン耐薬品手袋', '네오프렌 내화학 장갑'], ['CR', 'M / L / XL', '12', '0.45 mm'], [[sized('M', 12), '12 pairs', 168], [sized('L', 12), '12 pairs', 168], [sized('XL', 12), '12 pairs', 168]]),
    ],
  },
  {
    kind: 'cons',
    use: [
      '密封性好，适合电解液、粉末样品及对湿度敏感材料的分装和储存。',
      'Tight seals for dispensing and storing electrolytes, powder samples and moisture-sensitive materials.',
      '密閉性が高く、電解液、粉末試料、湿気に弱い材料の小分けや保管に適しています。',
      '밀폐성이 좋아 전해액, 분말 시료, 습기에 민감한 소재의 분주와 보관에 적합합니다.',
    ],
    labels: ['material', 'volume', 'quantity', 'size'],
    items: [
      item(['螺口玻璃样品瓶（20 mL）', 'Screw-cap glass vials, 20 mL', 'ねじ口ガラスバイアル（20 mL）', '스크류캡 유리 바이알(20 mL)'], ['Boro 3.3', '20 mL', '100', 'Φ27.5 × 57 mm'], [[pcs(100), '100 pcs', 98]], { key: 'vials' }),
      item(['棕色色谱样品瓶（2 mL）', 'Amber autosampler vials, 2 mL', '褐色オートサンプラーバイアル（2 mL）', '갈색 오토샘플러 바이알(2 mL)'], ['Boro 3.3', '2 mL', '100', 'Φ12 × 32 mm'], [[pcs(100), '100 pcs', 48], [pcs(1000), '1000 pcs', 398]]),
      item(['离心管（50 mL）', 'Centrifuge tubes, 50 mL', '遠沈管（50 mL）', '원심분리 튜브(50 mL)'], ['PP', '50 mL', '25', 'Φ30 × 115 mm'], [[pcs(25), '25 pcs', 28], [pcs(500), '500 pcs', 460]]),
      item(['玻璃真空干燥器', 'Glass vacuum desiccator', 'ガラス真空デシケーター', '유리 진공 데시케이터'], ['Boro 3.3', 'Φ240 mm', '1', '−0.1 MPa'], [['Φ240 mm', '1 pc', 468], ['Φ300 mm', '1 pc', 680]], { labels: ['material', 'size', 'quantity', 'vacuum'] }),
      item(['铝箔防潮袋', 'Aluminium foil moisture-barrier bags', 'アルミ防湿袋', '알루미늄 방습 백'], ['PET / Al / PE', '200 × 300 mm', '100', '0.12 mm'], [[pcs(100), '100 pcs', 78]], { labels: ['material', 'size', 'quantity', 'thickness'] }),
    ],
  },
];

