import { chem, item, type SubCatalog } from '../catalog-types';
import { set } from '../sku-labels';

/** 气体与气瓶 (top 12), sub-categories 1201–1204. */
export const gasesCylinders: SubCatalog[] = [
  {
    kind: 'chem',
    use: [
      '纯度高、杂质少，可用于手套箱置换、管式炉保护气氛及气相色谱载气。',
      'High purity with few impurities, for purging glove boxes, protective atmospheres in tube furnaces and GC carrier gas.',
      '高純度で不純物が少なく、グローブボックスの置換、管状炉の保護雰囲気、GC のキャリアガスに使えます。',
      '고순도에 불순물이 적어 글로브박스 치환, 튜브로 보호 분위기, GC 캐리어 가스로 사용합니다.',
    ],
    labels: ['water', 'pressure'],
    store: 'gas',
    container: 'cylinder',
    brands: ['Huaqi Gas', 'Ridgeway Scientific'],
    items: [
      chem(['高纯氩气', 'High-purity argon', '高純度アルゴン', '고순도 아르곤'], 'Ar', '7440-37-1', '≥ 99.999%', ['≤ 3 ppm', '15 MPa'], [['8 L', 380], ['40 L', 680]], { key: 'argon' }),
      chem(['高纯氮气', 'High-purity nitrogen', '高純度窒素', '고순도 질소'], 'N2', '7727-37-9', '≥ 99.999%', ['≤ 3 ppm', '15 MPa'], [['8 L', 280], ['40 L', 480]]),
      chem(['高纯氦气', 'High-purity helium', '高純度ヘリウム', '고순도 헬륨'], 'He', '7440-59-7', '≥ 99.999%', ['≤ 3 ppm', '15 MPa'], [['8 L', 880], ['40 L', 2680]]),
      chem(['高纯氢气', 'High-purity hydrogen', '高純度水素', '고순도 수소'], 'H2', '1333-74-0', '≥ 99.999%', ['≤ 3 ppm', '12 MPa'], [['8 L', 380], ['40 L', 620]]),
      chem(['高纯氧气', 'High-purity oxygen', '高純度酸素', '고순도 산소'], 'O2', '7782-44-7', '≥ 99.995%', ['≤ 5 ppm', '15 MPa'], [['8 L', 280], ['40 L', 460]]),
      chem(['高纯二氧化碳', 'High-purity carbon dioxide', '高純度二酸化炭素', '고순도 이산화탄소'], 'CO2', '124-38-9', '≥ 99.995%', ['≤ 10 ppm', '5.7 MPa'], [['8 L', 300], ['40 L', 520]]),
    ],
  },
  {
    kind: 'chem',
    use: [
      '按称量法配制并附检测证书，用于分析仪器校准及电池产气定量分析。',
      'Prepared gravimetrically and certified, for calibrating analysers and quantifying the gases cells release.',
      '重量法で調製し証明書を添付しており、分析計の校正や電池発生ガスの定量に使えます。',
      '중량법으로 조제하고 성적서를 첨부해 분석기 교정과 전지 발생 가스 정량에 사용합니다.',
    ],
    labels: ['composition', 'accuracy', 'pressure', 'standard'],
    store: 'gas',
    container: 'cylinder',
    brands: ['Huaqi Gas', 'Ridgeway Scientific'],
    items: [
      chem(['氩氢混合气（5% H2）', 'Argon–hydrogen mixture, 5% H2', 'アルゴン・水素混合ガス（5% H2）', '아르곤-수소 혼합가스(5% H2)'], '', '', '', ['H2 5% / Ar', '±2% rel.', '12 MPa', 'ISO 6142'], [['8 L', 480], ['40 L', 980]]),
      chem(['氧分析仪校准气（10 ppm O2/N2）', 'Oxygen analyser calibration gas, 10 ppm O2 in N2', '酸素計校正ガス（10 ppm O2/N2）', '산소 분석기 교정 가스(10 ppm O2/N2)'], '', '', '', ['O2 10 ppm / N2', '±5% rel.', '10 MPa', 'ISO 6142'], [['4 L', 880]]),
      chem(['二氧化碳标准气（1000 ppm CO2/N2）', 'Carbon dioxide standard, 1000 ppm CO2 in N2', '二酸化炭素標準ガス（1000 ppm CO2/N2）', '이산화탄소 표준가스(1000 ppm CO2/N2)'], '', '', '', ['CO2 1000 ppm / N2', '±2% rel.', '10 MPa', 'ISO 6142'], [['4 L', 680], ['8 L', 980]]),
      chem(['电池产气分析标准气', 'Battery gas analysis calibration mixture', '電池発生ガス分析用標準ガス', '전지 발생 가스 분석용 표준가스'], '', '', '', ['H2 / CO / CO2 / CH4 / C2H4 1% / Ar', '±3% rel.', '8 MPa', 'ISO 6142'], [['4 L', 1680]], { key: 'gc-gas' }),
      chem(['合成空气', 'Synthetic air', '合成空気', '합성 공기'], '', '', '', ['O2 20.9% / N2', '±1% rel.', '12 MPa', 'ISO 6142'], [['8 L', 380], ['40 L', 680]]),
    ],
  },
  {
    kind: 'cons',
    use: [
      '出口压力稳定、密封可靠，保证手套箱与分析仪器供气安全。',
      'Steady outlet pressure and reliable seals keep the gas supply to glove boxes and instruments safe.',
      '二次側圧力が安定しシールも確実で、グローブボックスや分析機器へ安全にガスを供給できます。',
      '출구 압력이 안정적이고 밀봉이 확실해 글로브박스와 분석 기기에 안전하게 가스를 공급합니다.',
    ],
    labels: ['inlet', 'outlet', 'material', 'connection'],
    items: [
      item(['氩气/氮气双级减压阀', 'Two-stage argon/nitrogen regulator', 'アルゴン・窒素用 2 段減圧弁', '아르곤·질소용 2단 감압 밸브'], ['≤ 25 MPa', '0–0.6 MPa', 'CuZn', 'G5/8" / 1/4"'], [['0–0.6 MPa', '1 pc', 880]], { key: 'regulator' }),
      item(['不锈钢高纯减压阀', 'Stainless-steel high-purity regulator', 'ステンレス製高純度減圧弁', '스테인리스 고순도 감압 밸브'], ['≤ 25 MPa', '0–1 MPa', 'SS316L', '1/4" VCR'], [['0–1 MPa', '1 pc', 3800]]),
      item(['氢气减压阀', 'Hydrogen regulator', '水素用減圧弁', '수소용 감압 밸브'], ['≤ 15 MPa', '0–0.4 MPa', 'CuZn', 'W21.8 LH / 1/4"'], [['0–0.4 MPa', '1 pc', 980]]),
      item(['氧气减压阀', 'Oxygen regulator', '酸素用減圧弁', '산소용 감압 밸브'], ['≤ 15 MPa', '0–1.0 MPa', 'CuZn', 'G5/8" / 1/4"'], [['0–1.0 MPa', '1 pc', 680]]),
      item(['气体转子流量计', 'Gas rotameter', 'ガス用面積流量計', '가스 로터미터'], ['0.1–1 L/min', '±2.5% FS', 'PMMA / SS304', '1/4"'], [['0.1–1 L/min', '1 pc', 168], ['1–10 L/min', '1 pc', 168]], { labels: ['range', 'accuracy', 'material', 'connection'] }),
    ],
  },
  {
    kind: 'cons',
    use: [
      '用于实验室气路搭建与气瓶安全管理，符合相关压力容器标准。',
      'For building lab gas lines and keeping cylinders safe, made to the relevant pressure-vessel standards.',
      '実験室のガス配管構築やボンベの安全管理に使え、関連する圧力容器規格に適合しています。',
      '실험실 가스 배관 구축과 실린더 안전 관리에 사용하며 관련 압력 용기 규격에 맞게 제작되었습니다.',
    ],
    labels: ['material', 'volume', 'pressure', 'connection'],
    items: [
      item(['40 L 无缝钢质气瓶', '40 L seamless steel cylinder', '40 L 継目なし鋼製ボンベ', '40 L 이음매 없는 강철 실린더'], ['37Mn', '40 L', '15 MPa', 'QF-2'], [['40 L', '1 pc', 980]]),
      item(['8 L 铝合金气瓶', '8 L aluminium cylinder', '8 L アルミ合金ボンベ', '8 L 알루미늄 실린더'], ['6061', '8 L', '15 MPa', 'QF-2'], [['8 L', '1 pc', 780]]),
      item(['1/4" 不锈钢气路管', '1/4" stainless-steel tubing', '1/4" ステンレス配管', '1/4" 스테인리스 튜빙'], ['SS316L', 'Φ6.35 × 0.89 mm', '≤ 20 MPa', '1/4"'], [['6 m', '6 m', 268]], { labels: ['material', 'size', 'pressure', 'connection'] }),
      item(['不锈钢卡套接头套装', 'Stainless-steel compression fitting kit', 'ステンレス製食い込み継手セット', '스테인리스 압축 피팅 세트'], ['SS316', '1/8"–1/2"', '≤ 20 MPa', '24'], [[set, '1 set', 680]], { labels: ['material', 'size', 'pressure', 'quantity'] }),
      item(['气瓶推车', 'Cylinder trolley', 'ボンベ運搬台車', '실린더 운반 카트'], ['Q235', 'Φ140–230 mm', '14 kg', '1'], [['1 pc', '1 pc', 380]], { labels: ['material', 'fits', 'weight', 'quantity'] }),
      item(['气瓶固定架（带链条）', 'Cylinder wall bracket with chain', 'ボンベ転倒防止スタンド（チェーン付き）', '실린더 벽 고정대(체인 포함)'], ['SS304', 'Φ140–230 mm', '2 kg', '2'], [['2', '1 pc', 168]], { labels: ['material', 'fits', 'weight', 'quantity'] }),
    ],
  },
];
