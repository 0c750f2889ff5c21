import { item, type SubCatalog } from '../catalog-types';
import { pcs, roll, sheets } from '../sku-labels';

const rolls = (width: string, prices: [number, number]): [ReturnType<typeof roll>, string, number][] => [
  [roll(`${width} × 10 m`), '10 m', prices[0]],
  [roll(`${width} × 100 m`), '100 m', prices[1]],
];

/** 隔膜与集流体 (top 10), sub-categories 1001–1005. */
export const separatorsCollectors: SubCatalog[] = [
  {
    kind: 'cons',
    use: [
      '孔径分布均匀、闭孔温度适中，适合锂离子电池与扣式电池常规测试。',
      'Uniform pores and a moderate shutdown temperature, for lithium-ion cells and routine coin-cell tests.',
      '孔径分布が均一でシャットダウン温度も適度なため、リチウムイオン電池や通常のコインセル評価に適しています。',
      '기공 분포가 균일하고 셧다운 온도가 적당해 리튬이온 전지와 일반 코인셀 시험에 적합합니다.',
    ],
    labels: ['thickness', 'porosity', 'gurley', 'shrinkage', 'width'],
    items: [
      item(['聚丙烯单层隔膜（25 µm）', 'Polypropylene monolayer separator, 25 µm', 'ポリプロピレン単層セパレーター（25 µm）', '폴리프로필렌 단층 분리막(25 µm)'], ['25 µm', '55%', '≤ 250 s/100 mL', '≤ 3% (90 °C, 1 h)', '60 mm'], rolls('60 mm', [98, 680]), { key: 'pp-sep' }),
      item(['湿法聚乙烯隔膜（16 µm）', 'Wet-process polyethylene separator, 16 µm', '湿式ポリエチレンセパレーター（16 µm）', '습식 폴리에틸렌 분리막(16 µm)'], ['16 µm', '42%', '≤ 200 s/100 mL', '≤ 5% (90 °C, 1 h)', '100 mm'], rolls('100 mm', [88, 598])),
      item(['PP/PE/PP 三层复合隔膜（20 µm）', 'PP/PE/PP trilayer separator, 20 µm', 'PP/PE/PP 三層セパレーター（20 µm）', 'PP/PE/PP 3층 분리막(20 µm)'], ['20 µm', '40%', '≤ 500 s/100 mL', '≤ 3% (90 °C, 1 h)', '100 mm'], rolls('100 mm', [118, 780])),
      item(['超薄聚乙烯隔膜（9 µm）', 'Ultrathin polyethylene separator, 9 µm', '極薄ポリエチレンセパレーター（9 µm）', '초박형 폴리에틸렌 분리막(9 µm)'], ['9 µm', '38%', '≤ 180 s/100 mL', '≤ 6% (90 °C, 1 h)', '100 mm'], rolls('100 mm', [108, 720])),
      item(['聚丙烯隔膜圆片（Φ19 mm）', 'Polypropylene separator discs, Φ19 mm', 'ポリプロピレンセパレーターディスク（Φ19 mm）', '폴리프로필렌 분리막 디스크(Φ19 mm)'], ['25 µm', '55%', '≤ 250 s/100 mL', '≤ 3% (90 °C, 1 h)', 'Φ19 mm'], [[pcs(100), '100 pcs', 58], [pcs(1000), '1000 pcs', 398]], { key: 'pp-disc', labels: ['thickness', 'porosity', 'gurley', 'shrinkage', 'diameter'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '涂层显著提升热稳定性与电解液浸润性，适合高能量密度与安全性研究。',
      'The coating markedly improves thermal stability and electrolyte wetting, for high-energy and safety-focused research.',
      'コート層により耐熱性と電解液の濡れ性が大きく向上し、高エネルギー密度化や安全性の研究に適しています。',
      '코팅층이 내열성과 전해액 젖음성을 크게 높여 고에너지 밀도와 안전성 연구에 적합합니다.',
    ],
    labels: ['thickness', 'coating', 'porosity', 'shrinkage', 'width'],
    items: [
      item(['氧化铝涂覆聚乙烯隔膜（12+4 µm）', 'Alumina-coated PE separator, 12+4 µm', 'アルミナコート PE セパレーター（12+4 µm）', '알루미나 코팅 PE 분리막(12+4 µm)'], ['16 µm', 'Al2O3, 4 µm', '40%', '≤ 2% (130 °C, 1 h)', '100 mm'], rolls('100 mm', [128, 880]), { key: 'ceramic-sep' }),
      item(['勃姆石涂覆聚乙烯隔膜（12+4 µm）', 'Boehmite-coated PE separator, 12+4 µm', 'ベーマイトコート PE セパレーター（12+4 µm）', '베마이트 코팅 PE 분리막(12+4 µm)'], ['16 µm', 'AlOOH, 4 µm', '41%', '≤ 2% (130 °C, 1 h)', '100 mm'], rolls('100 mm', [128, 880])),
      item(['双面陶瓷涂覆隔膜（16+2+2 µm）', 'Double-sided ceramic-coated separator, 16+2+2 µm', '両面セラミックコートセパレーター（16+2+2 µm）', '양면 세라믹 코팅 분리막(16+2+2 µm)'], ['20 µm', 'Al2O3, 2 + 2 µm', '39%', '≤ 1.5% (150 °C, 1 h)', '100 mm'], rolls('100 mm', [148, 980])),
      item(['PVDF 涂覆隔膜', 'PVDF-coated separator', 'PVDF コートセパレーター', 'PVDF 코팅 분리막'], ['14 µm', 'PVDF, 1 + 1 µm', '42%', '≤ 4% (130 °C, 1 h)', '100 mm'], rolls('100 mm', [138, 920])),
      item(['芳纶涂覆隔膜', 'Aramid-coated separator', 'アラミドコートセパレーター', '아라미드 코팅 분리막'], ['16 µm', 'PMIA, 3 µm', '40%', '≤ 1% (150 °C, 1 h)', '100 mm'], rolls('100 mm', [188, 1280])),
    ],
  },
  {
    kind: 'cons',
    use: [
      '表面洁净、厚度公差小，作为正极集流体涂布附着力好。',
      'Clean and held to tight thickness tolerances, it gives cathode coatings good adhesion as a current collector.',
      '表面が清浄で厚さ公差が小さく、正極集電体として塗膜の密着性に優れています。',
      '표면이 깨끗하고 두께 공차가 작아 양극 집전체로서 코팅 접착력이 우수합니다.',
    ],
    labels: ['thickness', 'width', 'material', 'tensile'],
    items: [
      item(['电池级铝箔（15 µm）', 'Battery-grade aluminium foil, 15 µm', '電池用アルミ箔（15 µm）', '배터리용 알루미늄박(15 µm)'], ['15 µm', '200 mm', '1235-H18', '≥ 160 MPa'], rolls('200 mm', [58, 398]), { key: 'al-foil' }),
      item(['电池级铝箔（12 µm）', 'Battery-grade aluminium foil, 12 µm', '電池用アルミ箔（12 µm）', '배터리용 알루미늄박(12 µm)'], ['12 µm', '200 mm', '1235-H18', '≥ 170 MPa'], rolls('200 mm', [68, 458])),
      item(['涂炭铝箔', 'Carbon-coated aluminium foil', 'カーボンコートアルミ箔', '카본 코팅 알루미늄박'], ['16 µm', '200 mm', '1235 + C 1 µm', '≥ 160 MPa'], rolls('200 mm', [98, 680]), { key: 'c-al-foil' }),
      item(['腐蚀铝箔', 'Etched aluminium foil', 'エッチングアルミ箔', '에칭 알루미늄박'], ['50 µm', '200 mm', '1070', '≥ 100 MPa'], rolls('200 mm', [88, 598])),
      item(['铝网', 'Aluminium mesh', 'アルミメッシュ', '알루미늄 메시'], ['100 µm', '100 mm', '1060', '0.3 mm'], [[sheets(10), '10 sheets', 68]], { labels: ['thickness', 'width', 'material', 'poreSize'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '导电性好、抗拉强度高，作为负极集流体适合石墨、硅基及锂金属负极研究。',
      'Highly conductive and strong, a current collector for graphite, silicon and lithium-metal anode research.',
      '導電性と引張強度に優れ、黒鉛・シリコン系・リチウム金属負極研究の集電体として適しています。',
      '전도성과 인장 강도가 높아 흑연·실리콘계·리튬금속 음극 연구용 집전체로 적합합니다.',
    ],
    labels: ['thickness', 'width', 'material', 'tensile'],
    items: [
      item(['电解铜箔（9 µm）', 'Electrodeposited copper foil, 9 µm', '電解銅箔（9 µm）', '전해 동박(9 µm)'], ['9 µm', '200 mm', 'ED Cu ≥ 99.8%', '≥ 300 MPa'], rolls('200 mm', [78, 520]), { key: 'cu-foil' }),
      item(['压延铜箔（10 µm）', 'Rolled copper foil, 10 µm', '圧延銅箔（10 µm）', '압연 동박(10 µm)'], ['10 µm', '200 mm', 'RA Cu ≥ 99.9%', '≥ 350 MPa'], rolls('200 mm', [98, 650])),
      item(['超薄电解铜箔（6 µm）', 'Ultrathin electrodeposited copper foil, 6 µm', '極薄電解銅箔（6 µm）', '초박형 전해 동박(6 µm)'], ['6 µm', '200 mm', 'ED Cu ≥ 99.8%', '≥ 280 MPa'], rolls('200 mm', [108, 720])),
      item(['涂炭铜箔', 'Carbon-coated copper foil', 'カーボンコート銅箔', '카본 코팅 동박'], ['10 µm', '200 mm', 'Cu + C 1 µm', '≥ 300 MPa'], rolls('200 mm', [118, 780])),
      item(['铜网', 'Copper mesh', '銅メッシュ', '구리 메시'], ['80 µm', '100 mm', 'T2', '0.2 mm'], [[sheets(10), '10 sheets', 78]], { labels: ['thickness', 'width', 'material', 'poreSize'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '三维多孔结构比表面积大，可用作电催化电极、超级电容器集流体及锂金属骨架。',
      'A three-dimensional porous structure with a large surface area, used for electrocatalysis electrodes, supercapacitor collectors and lithium-metal hosts.',
      '比表面積の大きい三次元多孔構造で、電極触媒用電極、キャパシタ集電体、リチウム金属のホスト材に使われます。',
      '비표면적이 큰 3차원 다공 구조로 전기촉매 전극, 슈퍼커패시터 집전체, 리튬금속 호스트로 쓰입니다.',
    ],
    labels: ['thickness', 'areal', 'porosity', 'poreSize', 'size'],
    items: [
      item(['泡沫镍', 'Nickel foam', '発泡ニッケル', '니켈 폼'], ['1.6 mm', '350 g/m²', '≥ 95%', '110 PPI', '200 × 300 mm'], [[sheets(5), '5 sheets', 68], [sheets(20), '20 sheets', 238]], { key: 'ni-foam' }),
      item(['泡沫铜', 'Copper foam', '発泡銅', '구리 폼'], ['1.5 mm', '450 g/m²', '≥ 95%', '110 PPI', '200 × 300 mm'], [[sheets(5), '5 sheets', 88], [sheets(20), '20 sheets', 318]]),
      item(['泡沫镍铁', 'Nickel–iron foam', '発泡ニッケル鉄', '니켈-철 폼'], ['1.5 mm', '380 g/m²', '≥ 95%', '110 PPI', '200 × 300 mm'], [[sheets(5), '5 sheets', 98]]),
      item(['碳纸', 'Carbon paper', 'カーボンペーパー', '카본 페이퍼'], ['0.19 mm', '44 g/m²', '78%', '30 µm', '200 × 200 mm'], [[sheets(5), '5 sheets', 268]]),
      item(['碳布', 'Carbon cloth', 'カーボンクロス', '카본 클로스'], ['0.36 mm', '120 g/m²', '75%', '50 µm', '200 × 200 mm'], [[sheets(5), '5 sheets', 228]]),
    ],
  },
];
