import type { ContentSection } from '../../schema/content-pages';
import type { LocalizedText } from '../../../i18n/language';
import { t } from './text';

type SeedPage = { slug: string; title: LocalizedText; lead: LocalizedText; revised: string; sections: ContentSection[] };
const s = (heading: LocalizedText, body: LocalizedText): ContentSection => ({ heading, body });

export const seedPages: SeedPage[] = [
  {
    slug: 'about-us',
    revised: '2026-01-01',
    title: t('关于我们', 'About us', '会社概要', '회사 소개'),
    lead: t('LabMall 是电池测试设备企业运营的一站式科研采购平台。', 'LabMall is the one-stop research procurement platform run by a battery-testing equipment company.', 'LabMall は電池試験装置メーカーが運営するワンストップの研究調達プラットフォームです。', 'LabMall은 배터리 테스트 장비 기업이 운영하는 원스톱 연구 구매 플랫폼입니다.'),
    sections: [
      s(t('我们做什么', 'What we do', '事業内容', '하는 일'), t(
        '我们为电池研究人员提供材料、试剂、耗材和测试设备，覆盖从电极制备到电芯测试的全过程。\n\n所有商品均由专业团队选品，并提供技术咨询。',
        'We supply battery researchers with materials, reagents, consumables and test equipment, covering everything from electrode preparation to cell testing.\n\nEvery product is chosen by specialists, and technical advice comes with it.',
        '電極作製からセル試験まで、電池研究者に材料・試薬・消耗品・試験装置を提供しています。\n\nすべての商品は専門チームが選定し、技術相談にも対応します。',
        '전극 제조부터 셀 테스트까지 배터리 연구자에게 재료, 시약, 소모품, 테스트 장비를 공급합니다.\n\n모든 상품은 전문 팀이 선정하며 기술 상담도 제공합니다.',
      )),
      s(t('联系我们', 'Contact', 'お問い合わせ', '연락처'), t(
        '客服热线 400-800-1234（工作日 9:00–18:00），邮箱 service@labmall.example。',
        'Customer service 400-800-1234 (working days 9:00–18:00), email service@labmall.example.',
        'カスタマーサービス 400-800-1234（平日 9:00–18:00）、メール service@labmall.example。',
        '고객센터 400-800-1234(평일 9:00–18:00), 이메일 service@labmall.example.',
      )),
    ],
  },
  {
    slug: 'about-app',
    revised: '2026-01-01',
    title: t('LabMall 移动端', 'LabMall on your phone', 'LabMall モバイル', 'LabMall 모바일'),
    lead: t('在实验室随时查订单、补耗材、申请售后。', 'Check orders, restock consumables and request after-sales from the lab bench.', '実験室から注文確認、消耗品の補充、アフターサービス申請ができます。', '실험실에서 주문 확인, 소모품 보충, A/S 신청을 할 수 있습니다.'),
    sections: [
      s(t('扫码下单', 'Scan to reorder', 'スキャンして再注文', '스캔하여 재주문'), t('扫描试剂瓶上的货号即可再次购买同一规格。', 'Scan the code on a bottle to reorder the same specification.', 'ボトルのコードをスキャンすると同じ規格を再注文できます。', '병의 코드를 스캔하면 같은 규격을 다시 주문할 수 있습니다.')),
      s(t('订单提醒', 'Order alerts', '注文通知', '주문 알림'), t('发货、到货和售后进度实时提醒。', 'Get notified of shipping, delivery and after-sales progress.', '発送・到着・アフターサービスの進捗をお知らせします。', '발송, 도착, A/S 진행 상황을 알려 드립니다.')),
      s(t('如何获取', 'How to get it', '入手方法', '설치 방법'), t('在手机浏览器中打开本站即可使用移动版，无需安装。', 'Open this site in your phone\'s browser to use the mobile version; nothing to install.', 'スマートフォンのブラウザで本サイトを開けばモバイル版を使えます。インストールは不要です。', '휴대폰 브라우저에서 이 사이트를 열면 모바일 버전을 사용할 수 있습니다. 설치가 필요 없습니다.')),
    ],
  },
  {
    slug: 'privacy',
    revised: '2026-01-01',
    title: t('隐私政策', 'Privacy policy', 'プライバシーポリシー', '개인정보 처리방침'),
    lead: t('本政策说明我们收集哪些信息、如何使用和保护。', 'This policy explains what we collect, how we use it and how we protect it.', '本ポリシーは収集する情報、その利用方法と保護について説明します。', '이 방침은 수집하는 정보와 그 이용 및 보호 방법을 설명합니다.'),
    sections: [
      s(t('我们收集的信息', 'What we collect', '収集する情報', '수집하는 정보'), t(
        '账户信息（邮箱或手机号）、收货地址、订单和发票信息，以及您在表单中主动提交的内容和文件。',
        'Account details (email or mobile number), delivery addresses, orders and invoice details, and what you send us in forms, including files.',
        'アカウント情報（メールまたは電話番号）、配送先、注文と請求書情報、フォームで送信された内容とファイル。',
        '계정 정보(이메일 또는 휴대폰 번호), 배송지, 주문 및 세금계산서 정보, 양식으로 보낸 내용과 파일.',
      )),
      s(t('使用目的', 'How we use it', '利用目的', '이용 목적'), t(
        '仅用于处理订单、开具发票、售后服务和回复您的咨询，不会出售给第三方。',
        'Only to process orders, issue invoices, provide after-sales service and answer your requests. We never sell it.',
        '注文処理、請求書発行、アフターサービス、お問い合わせへの回答にのみ利用し、第三者に販売しません。',
        '주문 처리, 세금계산서 발급, A/S, 문의 답변에만 이용하며 제3자에게 판매하지 않습니다.',
      )),
      s(t('您的权利', 'Your rights', 'お客様の権利', '이용자의 권리'), t(
        '您可以随时查看和修改个人资料，也可以联系客服删除账户。',
        'You can view and edit your profile at any time, or contact customer service to delete your account.',
        'プロフィールはいつでも確認・変更でき、カスタマーサービスに連絡してアカウントを削除できます。',
        '언제든지 프로필을 확인하고 수정할 수 있으며 고객센터에 연락해 계정을 삭제할 수 있습니다.',
      )),
    ],
  },
  {
    slug: 'registration-agreement',
    revised: '2026-01-01',
    title: t('用户注册协议', 'Registration agreement', '会員規約', '회원 약관'),
    lead: t('注册即表示您同意以下条款。', 'By registering you accept the following terms.', '登録により以下の規約に同意したものとみなされます。', '가입하면 다음 약관에 동의한 것으로 봅니다.'),
    sections: [
      s(t('账户', 'Your account', 'アカウント', '계정'), t('请妥善保管密码，账户下的操作视为本人操作。', 'Keep your password safe; what is done with your account is deemed done by you.', 'パスワードは適切に管理してください。アカウントでの操作はご本人の操作とみなします。', '비밀번호를 안전하게 관리하세요. 계정으로 한 행위는 본인의 행위로 간주됩니다.')),
      s(t('危化品购买', 'Hazardous goods', '危険物の購入', '위험물 구매'), t('购买危险化学品须符合所在地法规，并仅用于科研目的。', 'Hazardous chemicals may be bought only in line with local law and for research use only.', '危険物の購入は所在地の法令に従い、研究目的に限ります。', '위험 화학물질은 현지 법령에 따라 연구 목적으로만 구매할 수 있습니다.')),
      s(t('价格与订单', 'Prices and orders', '価格と注文', '가격과 주문'), t('价格以提交订单时显示的为准，未付款订单超时自动取消。', 'The price is the one shown when the order is submitted; unpaid orders are cancelled when their time runs out.', '価格は注文確定時の表示価格とし、未払いの注文は期限後に自動でキャンセルされます。', '가격은 주문 제출 시 표시된 가격을 따르며, 미결제 주문은 기한이 지나면 자동 취소됩니다.')),
    ],
  },
];

export const seedSalesContacts = [
  { region: t('华东', 'East China', '華東', '화동'), areas: t('上海 江苏 浙江 安徽 山东', 'Shanghai Jiangsu Zhejiang Anhui Shandong', '上海 江蘇 浙江 安徽 山東', '상하이 장쑤 저장 안후이 산둥'), name: t('王敏', 'Wang Min', '王敏', '왕민'), phone: '021-5555-0101', email: 'east@labmall.example' },
  { region: t('华南', 'South China', '華南', '화남'), areas: t('广东 广西 福建 海南', 'Guangdong Guangxi Fujian Hainan', '広東 広西 福建 海南', '광둥 광시 푸젠 하이난'), name: t('陈磊', 'Chen Lei', '陳磊', '천레이'), phone: '0755-5555-0202', email: 'south@labmall.example' },
  { region: t('华北', 'North China', '華北', '화북'), areas: t('北京 天津 河北 山西 内蒙古', 'Beijing Tianjin Hebei Shanxi Inner Mongolia', '北京 天津 河北 山西 内モンゴル', '베이징 톈진 허베이 산시 네이멍구'), name: t('李娜', 'Li Na', '李娜', '리나'), phone: '010-5555-0303', email: 'north@labmall.example' },
  { region: t('华中', 'Central China', '華中', '화중'), areas: t('湖北 湖南 河南 江西', 'Hubei Hunan Henan Jiangxi', '湖北 湖南 河南 江西', '후베이 후난 허난 장시'), name: t('刘洋', 'Liu Yang', '劉洋', '류양'), phone: '027-5555-0404', email: 'central@labmall.example' },
  { region: t('西部', 'West China', '西部', '서부'), areas: t('四川 重庆 陕西 云南 贵州 甘肃 新疆', 'Sichuan Chongqing Shaanxi Yunnan Guizhou Gansu Xinjiang', '四川 重慶 陝西 雲南 貴州 甘粛 新疆', '쓰촨 충칭 산시 윈난 구이저우 간쑤 신장'), name: t('赵静', 'Zhao Jing', '趙静', '자오징'), phone: '028-5555-0505', email: 'west@labmall.example' },
  { region: t('海外', 'International', '海外', '해외'), areas: t('日本 韩国 东南亚 欧洲', 'Japan Korea Southeast Asia Europe', '日本 韓国 東南アジア ヨーロッパ', '일본 한국 동남아시아 유럽'), name: t('孙悦', 'Sun Yue', '孫悦', '쑨웨'), phone: '+86-21-5555-0606', email: 'global@labmall.example' },
];

const link = (groupKey: string, name: LocalizedText, description: LocalizedText, url: string) => ({ groupKey, name, description, url });

export const seedAcademicLinks = [
  link('journals', t('Nature Energy', 'Nature Energy', 'Nature Energy', 'Nature Energy'), t('能源领域顶级综合期刊', 'Leading journal across energy research', 'エネルギー分野のトップジャーナル', '에너지 분야 최상위 학술지'), 'https://www.nature.com/nenergy/'),
  link('journals', t('Joule', 'Joule', 'Joule', 'Joule'), t('Cell 出版社能源期刊', 'Cell Press energy journal', 'Cell Press のエネルギー誌', 'Cell Press 에너지 학술지'), 'https://www.cell.com/joule/home'),
  link('journals', t('Journal of Power Sources', 'Journal of Power Sources', 'Journal of Power Sources', 'Journal of Power Sources'), t('电池与燃料电池研究', 'Batteries and fuel cells', '電池と燃料電池の研究', '배터리와 연료전지 연구'), 'https://www.sciencedirect.com/journal/journal-of-power-sources'),
  link('journals', t('Energy Storage Materials', 'Energy Storage Materials', 'Energy Storage Materials', 'Energy Storage Materials'), t('储能材料', 'Materials for energy storage', '蓄電材料', '에너지 저장 재료'), 'https://www.sciencedirect.com/journal/energy-storage-materials'),
  link('databases', t('Materials Project', 'Materials Project', 'Materials Project', 'Materials Project'), t('计算材料性质数据库', 'Computed properties of materials', '計算材料物性データベース', '계산 재료 물성 데이터베이스'), 'https://next-gen.materialsproject.org/'),
  link('databases', t('Web of Science', 'Web of Science', 'Web of Science', 'Web of Science'), t('文献检索与引文分析', 'Literature search and citations', '文献検索と引用分析', '문헌 검색과 인용 분석'), 'https://www.webofscience.com/'),
  link('databases', t('中国知网', 'CNKI', 'CNKI（中国知網）', 'CNKI'), t('中文学术文献', 'Chinese academic literature', '中国語の学術文献', '중국어 학술 문헌'), 'https://www.cnki.net/'),
  link('databases', t('PubChem', 'PubChem', 'PubChem', 'PubChem'), t('化合物与安全数据', 'Compounds and safety data', '化合物と安全性データ', '화합물과 안전 데이터'), 'https://pubchem.ncbi.nlm.nih.gov/'),
  link('tools', t('Zotero', 'Zotero', 'Zotero', 'Zotero'), t('免费文献管理工具', 'Free reference manager', '無料の文献管理ツール', '무료 참고문헌 관리 도구'), 'https://www.zotero.org/'),
  link('tools', t('VESTA', 'VESTA', 'VESTA', 'VESTA'), t('晶体结构可视化', 'Crystal structure visualisation', '結晶構造の可視化', '결정 구조 시각화'), 'https://jp-minerals.org/vesta/en/'),
  link('tools', t('Overleaf', 'Overleaf', 'Overleaf', 'Overleaf'), t('在线 LaTeX 协作写作', 'Collaborative LaTeX writing online', 'オンライン LaTeX 共同執筆', '온라인 LaTeX 공동 작성'), 'https://www.overleaf.com/'),
  link('standards', t('IEC 62660 锂离子电芯测试标准', 'IEC 62660 lithium-ion cell tests', 'IEC 62660 リチウムイオンセル試験', 'IEC 62660 리튬이온 셀 시험'), t('电动汽车用锂离子电芯性能测试', 'Performance tests of EV lithium-ion cells', 'EV 用リチウムイオンセルの性能試験', '전기차용 리튬이온 셀 성능 시험'), 'https://webstore.iec.ch/'),
];
