import type { FormField, FormKind } from '../../schema/forms';
import type { LocalizedText } from '../../../i18n/language';
import { t } from './text';

export type SeedForm = { formKey: string; kind: FormKind; title: LocalizedText; intro: LocalizedText; fields: FormField[] };

const name: FormField = { name: 'name', type: 'text', label: t('姓名', 'Name', '氏名', '이름'), required: true, min: 2, max: 40 };
const email: FormField = { name: 'email', type: 'email', label: t('邮箱', 'Email', 'メールアドレス', '이메일'), required: true, max: 120 };
const phone: FormField = { name: 'phone', type: 'phone', label: t('手机号', 'Phone', '電話番号', '전화번호'), required: true };
const institution: FormField = { name: 'institution', type: 'text', label: t('单位', 'Institution', '所属機関', '소속 기관'), required: true, max: 100 };
const privacy: FormField = {
  name: 'privacy',
  type: 'agreement',
  label: t('我已阅读并同意隐私政策', 'I have read and accept the privacy policy', 'プライバシーポリシーを読み、同意します', '개인정보 처리방침을 읽고 동의합니다'),
  required: true,
};
const opt = (value: string, label: LocalizedText) => ({ value, label });

/** The forms the shop starts with: an activity sign-up using every field type, the paper incentive, and the service forms. */
export const seedForms: SeedForm[] = [
  {
    formKey: 'battery-workshop-2026',
    kind: 'common',
    title: t('2026 电池测试技术研讨会报名', '2026 Battery Testing Workshop registration', '2026 電池試験技術ワークショップ申込', '2026 배터리 테스트 기술 워크숍 신청'),
    intro: t(
      '现场演示充放电测试、EIS 与原位表征。名额有限，提交后我们将通过邮件确认。',
      'Live demonstrations of cycling, EIS and in-situ characterisation. Seats are limited; we confirm by email.',
      '充放電試験、EIS、その場観察のデモを行います。定員に限りがあり、メールで確認します。',
      '충방전 시험, EIS, 인시투 분석을 시연합니다. 좌석이 한정되어 있으며 이메일로 확인해 드립니다.',
    ),
    fields: [
      name,
      email,
      phone,
      institution,
      { name: 'attendees', type: 'number', label: t('参会人数', 'Attendees', '参加人数', '참석 인원'), required: true, min: 1, max: 5 },
      {
        name: 'session', type: 'select', label: t('场次', 'Session', '回', '세션'), required: true,
        options: [opt('shanghai', t('上海站', 'Shanghai', '上海', '상하이')), opt('shenzhen', t('深圳站', 'Shenzhen', '深圳', '선전')), opt('online', t('线上', 'Online', 'オンライン', '온라인'))],
      },
      {
        name: 'topics', type: 'multiSelect', label: t('感兴趣的主题', 'Topics of interest', '関心のあるテーマ', '관심 주제'), required: true, min: 1, max: 3,
        options: [
          opt('cycling', t('充放电测试', 'Charge-discharge cycling', '充放電試験', '충방전 시험')),
          opt('eis', t('电化学阻抗谱', 'Impedance spectroscopy', 'インピーダンス分光', '임피던스 분광')),
          opt('insitu', t('原位表征', 'In-situ characterisation', 'その場観察', '인시투 분석')),
          opt('safety', t('安全测试', 'Safety testing', '安全性試験', '안전성 시험')),
        ],
      },
      { name: 'arrival', type: 'date', label: t('到达日期', 'Arrival date', '到着日', '도착일'), min: '2026-01-01', max: '2027-12-31' },
      {
        name: 'orcid', type: 'text', label: t('ORCID（选填）', 'ORCID (optional)', 'ORCID（任意）', 'ORCID(선택)'), pattern: '\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dX]',
        patternHint: t('格式如 0000-0002-1825-0097', 'Like 0000-0002-1825-0097', '例：0000-0002-1825-0097', '예: 0000-0002-1825-0097'),
      },
      { name: 'poster', type: 'file', label: t('海报或摘要（PDF/图片，选填）', 'Poster or abstract (PDF or image, optional)', 'ポスターまたは要旨（PDF・画像、任意）', '포스터 또는 초록(PDF/이미지, 선택)'), max: 1 },
      privacy,
    ],
  },
  {
    formKey: 'paper-incentive',
    kind: 'paper',
    title: t('论文激励申请', 'Paper incentive application', '論文インセンティブ申請', '논문 인센티브 신청'),
    intro: t(
      '使用本平台采购的材料或设备发表的论文，可申请积分奖励。请上传致谢页或正文相关页面。',
      'Papers that used materials or equipment bought here earn points. Please attach the acknowledgement page or the relevant pages.',
      '当サイトで購入した材料や機器を使った論文にポイントを付与します。謝辞ページまたは該当ページを添付してください。',
      '이 플랫폼에서 구매한 재료나 장비를 사용한 논문에 포인트를 드립니다. 감사의 글 또는 관련 페이지를 첨부하세요.',
    ),
    fields: [
      name,
      email,
      institution,
      { name: 'paperTitle', type: 'text', label: t('论文题目', 'Paper title', '論文タイトル', '논문 제목'), required: true, min: 5, max: 300 },
      { name: 'journal', type: 'text', label: t('期刊', 'Journal', 'ジャーナル', '저널'), required: true, max: 120 },
      { name: 'doi', type: 'text', label: t('DOI', 'DOI', 'DOI', 'DOI'), required: true, pattern: '10\\.\\d{4,9}/\\S+', patternHint: t('如 10.1016/j.jpowsour.2026.123456', 'Like 10.1016/j.jpowsour.2026.123456', '例：10.1016/j.jpowsour.2026.123456', '예: 10.1016/j.jpowsour.2026.123456') },
      { name: 'publishedOn', type: 'date', label: t('发表日期', 'Publication date', '掲載日', '게재일'), required: true, min: '2020-01-01' },
      { name: 'impactFactor', type: 'number', label: t('影响因子', 'Impact factor', 'インパクトファクター', '영향력 지수'), min: 0, max: 200 },
      { name: 'proof', type: 'file', label: t('致谢页或证明材料', 'Acknowledgement page or proof', '謝辞ページまたは証明資料', '감사의 글 또는 증빙 자료'), required: true, max: 3 },
      privacy,
    ],
  },
  {
    formKey: 'cooperation',
    kind: 'cooperation',
    title: t('商务合作', 'Business cooperation', '業務提携', '비즈니스 협력'),
    intro: t('供应商入驻、渠道代理、科研合作，欢迎与我们联系。', 'Suppliers, distributors and research partners: tell us about your proposal.', 'サプライヤー出店、代理店、共同研究のご相談をお待ちしています。', '공급사 입점, 대리점, 연구 협력 제안을 기다립니다.'),
    fields: [
      { name: 'company', type: 'text', label: t('公司或单位', 'Company or institution', '会社・機関名', '회사 또는 기관'), required: true, min: 2, max: 100 },
      { ...name, name: 'contactName', label: t('联系人', 'Contact person', '担当者', '담당자') },
      phone,
      email,
      {
        name: 'cooperationType', type: 'select', label: t('合作类型', 'Kind of cooperation', '提携の種類', '협력 유형'), required: true,
        options: [
          opt('supplier', t('供应商入驻', 'Become a supplier', 'サプライヤー出店', '공급사 입점')),
          opt('distribution', t('渠道代理', 'Distribution', '販売代理', '유통 대리')),
          opt('research', t('科研合作', 'Research cooperation', '共同研究', '연구 협력')),
          opt('other', t('其他', 'Other', 'その他', '기타')),
        ],
      },
      { name: 'message', type: 'textarea', label: t('合作内容', 'Your proposal', 'ご提案内容', '제안 내용'), required: true, min: 10, max: 2000 },
      privacy,
    ],
  },
  {
    formKey: 'feedback',
    kind: 'feedback',
    title: t('意见反馈', 'Feedback', 'ご意見', '의견 보내기'),
    intro: t('您的建议帮助我们做得更好，无需登录也可以提交。', 'Your suggestions help us improve; no sign-in needed.', 'ご意見はサービス改善に役立てます。ログインは不要です。', '의견은 서비스 개선에 활용됩니다. 로그인 없이 보낼 수 있습니다.'),
    fields: [
      {
        name: 'category', type: 'select', label: t('反馈类型', 'Topic', '種類', '유형'), required: true,
        options: [
          opt('suggestion', t('功能建议', 'Suggestion', 'ご提案', '제안')),
          opt('bug', t('页面问题', 'Something does not work', '不具合', '오류')),
          opt('product', t('商品问题', 'Products', '商品について', '상품')),
          opt('service', t('服务问题', 'Service', 'サービスについて', '서비스')),
          opt('other', t('其他', 'Other', 'その他', '기타')),
        ],
      },
      { name: 'content', type: 'textarea', label: t('反馈内容', 'Your feedback', 'ご意見の内容', '내용'), required: true, min: 5, max: 1000 },
      { ...email, name: 'contact', required: false, label: t('联系邮箱（选填）', 'Email for our reply (optional)', '返信用メールアドレス（任意）', '회신 이메일(선택)') },
    ],
  },
];
