import type { LocalizedText } from '../../i18n/language';

type Names = [zh: string, en: string, ja: string, ko: string];
type TopCategory = { icon: string; names: Names; children: Names[] };

/** The 14 top categories of the shop (spec §1) in display order, each with its sub-categories. */
export const categoryTree: TopCategory[] = [
  {
    icon: 'battery',
    names: ['电池实验', 'Battery Experiments', '電池実験', '배터리 실험'],
    children: [
      ['扣式电池组装', 'Coin Cell Assembly', 'コイン電池組立', '코인셀 조립'],
      ['软包电池制备', 'Pouch Cell Fabrication', 'ラミネートセル作製', '파우치셀 제작'],
      ['圆柱电池制备', 'Cylindrical Cell Fabrication', '円筒形電池作製', '원통형 전지 제작'],
      ['电池拆解分析', 'Cell Teardown & Analysis', '電池解体・分析', '전지 해체 분석'],
      ['实验套件', 'Experiment Kits', '実験キット', '실험 키트'],
    ],
  },
  {
    icon: 'nano',
    names: ['纳米材料', 'Nanomaterials', 'ナノ材料', '나노 소재'],
    children: [
      ['碳纳米管', 'Carbon Nanotubes', 'カーボンナノチューブ', '탄소나노튜브'],
      ['石墨烯', 'Graphene', 'グラフェン', '그래핀'],
      ['纳米金属氧化物', 'Nano Metal Oxides', 'ナノ金属酸化物', '나노 금속 산화물'],
      ['纳米硅', 'Nano-Silicon', 'ナノシリコン', '나노 실리콘'],
      ['量子点', 'Quantum Dots', '量子ドット', '양자점'],
    ],
  },
  {
    icon: 'flask',
    names: ['实验耗材', 'Lab Consumables', '実験消耗品', '실험 소모품'],
    children: [
      ['玻璃器皿', 'Glassware', 'ガラス器具', '유리 기구'],
      ['移液器与吸头', 'Pipettes & Tips', 'ピペット・チップ', '피펫 및 팁'],
      ['称量用品', 'Weighing Supplies', '秤量用品', '칭량 용품'],
      ['手套与擦拭纸', 'Gloves & Wipes', '手袋・ワイパー', '장갑 및 와이퍼'],
      ['样品瓶与储存', 'Vials & Storage', 'バイアル・保管容器', '바이알 및 보관 용기'],
    ],
  },
  {
    icon: 'tester',
    names: ['电池测试设备', 'Battery Test Equipment', '電池試験装置', '배터리 시험 장비'],
    children: [
      ['充放电测试系统', 'Battery Cyclers', '充放電試験システム', '충방전 시험 시스템'],
      ['内阻测试仪', 'Internal Resistance Testers', '内部抵抗計', '내부저항 측정기'],
      ['高低温试验箱', 'Temperature Chambers', '恒温槽', '항온 챔버'],
      ['电池夹具', 'Cell Holders & Fixtures', 'セルホルダー・治具', '셀 홀더 및 지그'],
      ['安全性测试', 'Safety Testing', '安全性試験', '안전성 시험'],
    ],
  },
  {
    icon: 'potentiostat',
    names: ['电化学工作站', 'Electrochemical Workstations', '電気化学測定装置', '전기화학 워크스테이션'],
    children: [
      ['单通道工作站', 'Single-Channel Potentiostats', 'シングルチャンネルポテンショスタット', '단일 채널 포텐쇼스탯'],
      ['多通道工作站', 'Multi-Channel Potentiostats', 'マルチチャンネルポテンショスタット', '다채널 포텐쇼스탯'],
      ['交流阻抗模块', 'Impedance (EIS) Modules', 'インピーダンス測定モジュール', '임피던스(EIS) 모듈'],
      ['电极与电解池', 'Electrodes & Cells', '電極・電解セル', '전극 및 전해 셀'],
    ],
  },
  {
    icon: 'glovebox',
    names: ['手套箱与气氛控制', 'Glove Boxes & Atmosphere', 'グローブボックス・雰囲気制御', '글로브박스 및 분위기 제어'],
    children: [
      ['惰性气体手套箱', 'Inert Gas Glove Boxes', '不活性ガスグローブボックス', '불활성 가스 글로브박스'],
      ['气体净化系统', 'Gas Purification Systems', 'ガス精製装置', '가스 정제 시스템'],
      ['真空干燥箱', 'Vacuum Drying Ovens', '真空乾燥機', '진공 건조 오븐'],
      ['手套与配件', 'Gloves & Accessories', 'グローブ・付属品', '글러브 및 부속품'],
    ],
  },
  {
    icon: 'tools',
    names: ['电池组装工具', 'Cell Assembly Tools', '電池組立工具', '전지 조립 공구'],
    children: [
      ['封口机', 'Crimpers & Sealers', 'かしめ機・封口機', '크림핑기 및 실링기'],
      ['冲片机', 'Electrode Punches', '電極打ち抜き機', '전극 펀칭기'],
      ['涂布机', 'Coaters', '塗工機', '코터'],
      ['辊压机', 'Calendering Machines', 'ロールプレス機', '롤 프레스'],
      ['电池壳与配件', 'Cell Cases & Parts', '電池ケース・部品', '전지 케이스 및 부품'],
    ],
  },
  {
    icon: 'electrode',
    names: ['电极材料', 'Electrode Materials', '電極材料', '전극 소재'],
    children: [
      ['正极材料', 'Cathode Materials', '正極材料', '양극 소재'],
      ['负极材料', 'Anode Materials', '負極材料', '음극 소재'],
      ['导电剂', 'Conductive Additives', '導電助剤', '도전재'],
      ['粘结剂', 'Binders', 'バインダー', '바인더'],
      ['成品极片', 'Ready-Made Electrodes', '電極シート', '전극 시트'],
    ],
  },
  {
    icon: 'electrolyte',
    names: ['电解液与锂盐', 'Electrolytes & Salts', '電解液・リチウム塩', '전해액 및 리튬염'],
    children: [
      ['锂离子电池电解液', 'Li-ion Electrolytes', 'リチウムイオン電池用電解液', '리튬이온 전해액'],
      ['钠离子电池电解液', 'Na-ion Electrolytes', 'ナトリウムイオン電池用電解液', '나트륨이온 전해액'],
      ['锂盐', 'Lithium Salts', 'リチウム塩', '리튬염'],
      ['电解液溶剂', 'Electrolyte Solvents', '電解液用溶媒', '전해액 용매'],
      ['电解液添加剂', 'Electrolyte Additives', '電解液添加剤', '전해액 첨가제'],
      ['固态电解质', 'Solid Electrolytes', '固体電解質', '고체 전해질'],
    ],
  },
  {
    icon: 'separator',
    names: ['隔膜与集流体', 'Separators & Current Collectors', 'セパレーター・集電体', '분리막 및 집전체'],
    children: [
      ['聚烯烃隔膜', 'Polyolefin Separators', 'ポリオレフィンセパレーター', '폴리올레핀 분리막'],
      ['陶瓷涂覆隔膜', 'Ceramic-Coated Separators', 'セラミックコートセパレーター', '세라믹 코팅 분리막'],
      ['铝箔', 'Aluminium Foil', 'アルミ箔', '알루미늄박'],
      ['铜箔', 'Copper Foil', '銅箔', '동박'],
      ['泡沫金属', 'Metal Foams', '発泡金属', '금속 폼'],
    ],
  },
  {
    icon: 'reagent',
    names: ['化学试剂', 'Chemical Reagents', '化学試薬', '화학 시약'],
    children: [
      ['无机试剂', 'Inorganic Reagents', '無機試薬', '무기 시약'],
      ['有机试剂', 'Organic Reagents', '有機試薬', '유기 시약'],
      ['高纯金属', 'High-Purity Metals', '高純度金属', '고순도 금속'],
      ['分析标准品', 'Analytical Standards', '分析用標準物質', '분석 표준물질'],
      ['无水溶剂', 'Anhydrous Solvents', '脱水溶媒', '무수 용매'],
    ],
  },
  {
    icon: 'gas',
    names: ['气体与气瓶', 'Gases & Cylinders', 'ガス・ボンベ', '가스 및 실린더'],
    children: [
      ['高纯气体', 'High-Purity Gases', '高純度ガス', '고순도 가스'],
      ['标准气体', 'Calibration Gas Mixtures', '標準ガス', '표준 가스'],
      ['减压阀', 'Pressure Regulators', '減圧弁', '감압 밸브'],
      ['气瓶与管件', 'Cylinders & Fittings', 'ボンベ・継手', '실린더 및 피팅'],
    ],
  },
  {
    icon: 'shield',
    names: ['安全防护', 'Safety & Protection', '安全・保護具', '안전 및 보호'],
    children: [
      ['个人防护装备', 'Personal Protective Equipment', '個人用保護具', '개인 보호구'],
      ['防爆箱', 'Explosion-Proof Boxes', '防爆ボックス', '방폭 박스'],
      ['消防器材', 'Fire Safety', '消火・防火用品', '소방 용품'],
      ['化学品储存柜', 'Chemical Storage Cabinets', '薬品保管庫', '화학물질 보관함'],
      ['泄漏应急', 'Spill Response', '漏洩対策用品', '누출 대응 용품'],
    ],
  },
  {
    icon: 'microscope',
    names: ['仪器与分析', 'Instruments & Analysis', '分析機器', '분석 기기'],
    children: [
      ['材料表征', 'Materials Characterization', '材料評価', '소재 특성 분석'],
      ['热分析', 'Thermal Analysis', '熱分析', '열분석'],
      ['天平', 'Balances', '天びん', '저울'],
      ['卡尔费休水分测定', 'Karl Fischer Moisture Analysis', 'カールフィッシャー水分測定', '칼 피셔 수분 측정'],
      ['粒度与比表面积', 'Particle Size & Surface Area', '粒度・比表面積', '입도 및 비표면적'],
    ],
  },
];

export const localized = ([zh, en, ja, ko]: Names): LocalizedText => ({ zh, en, ja, ko });
