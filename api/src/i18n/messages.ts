import type { Lang } from './language';

/** What a value should have been, in words a shopper's client can show (zod's `expected`). */
export type Expected = 'string' | 'number' | 'int' | 'boolean' | 'object' | 'array' | 'other';
/** What a size bound applies to (zod's `origin`). */
export type SizeOf = 'string' | 'number' | 'array';
/** Named field rules (a schema's refinement with `params: { rule }`) that deserve their own sentence. */
export const fieldRules = ['account', 'password', 'agreement', 'itemSource', 'duplicate', 'mobileOrEmpty', 'emailOrEmpty'] as const;
export type FieldRule = (typeof fieldRules)[number];

type FieldMessages = {
  required: (field: string) => string;
  unknown: (field: string) => string;
  type: (field: string, expected: Expected) => string;
  tooSmall: (field: string, bound: number | string, of: SizeOf) => string;
  tooBig: (field: string, bound: number | string, of: SizeOf) => string;
  format: (field: string) => string;
  value: (field: string) => string;
  invalid: (field: string) => string;
  rules: Record<FieldRule, (field: string) => string>;
};

export type Messages = {
  badRequest: string;
  invalidJson: string;
  unsupportedMediaType: string;
  payloadTooLarge: string;
  notFound: string;
  forbidden: string;
  /** Staff sign-in: a call of the console from a session that did not pass the second factor. */
  secondFactorRequired: string;
  secondFactorNeeded: string;
  secondFactorEnrol: string;
  secondFactorWrong: string;
  secondFactorExpired: string;
  accountNotFound: string;
  lastAdmin: string;
  enrolmentCodeWrong: string;
  internal: string;
  unavailable: string;
  /** Heavy work (a file's check, an export, a PDF) stopped at its time limit; nothing was kept. */
  heavyWorkTooLong: string;
  /** Heavy work stopped at its memory limit; nothing was kept. */
  heavyWorkTooLarge: string;
  /** Every heavy-work thread is busy and its queue full. */
  heavyWorkBusy: string;
  /** A report's date range is not two dates YYYY-MM-DD (docs/reports-api.md). */
  reportRangeInvalid: string;
  reportRangeOrder: string;
  reportRangeTooLong: string;
  /** A report's breakdown or period is not one it offers; `data.allowed` lists those. */
  reportDimensionUnknown: string;
  unauthorized: string;
  invalidCredentials: string;
  tooManyAttempts: string;
  wrongPassword: string;
  samePassword: string;
  registered: string;
  signedIn: string;
  signedOut: string;
  passwordChanged: string;
  /** Password reset asked for an e-mail account: the same answer whether the account exists or not. */
  resetRequested: string;
  /** Asked for a mobile-number account: no text messages; the profile's contact e-mail, if any, gets the link. */
  resetRequestedMobile: string;
  /** 400: the reset link is unknown, used, replaced by a newer one or past its 30 minutes. */
  resetLinkInvalid: string;
  passwordReset: string;
  cartFull: string;
  cartItemOffSale: string;
  cartItemOutOfStock: string;
  cartPartlyAdded: string;
  addressLimit: string;
  lineUnavailable: string;
  priceChanged: string;
  couponUnavailable: string;
  idempotencyMismatch: string;
  orderStateChanged: string;
  orderNotPayable: string;
  notificationRejected: string;
  /** 409: a points spend larger than the balance. */
  pointsInsufficient: string;
  /** Lab groups (docs/lab-groups.md): `data.reason` carries the stable code (BUDGET_EXCEEDED …). */
  labGroupForbidden: string;
  statementMonthInvalid: string;
  statementMonthFuture: string;
  statementMonthBeforeGroup: string;
  spendingRangeOrder: string;
  spendingRangeTooLong: string;
  labGroupApprovalRequired: string;
  /** Approval requests (docs/lab-groups.md "Approvals"): APPROVAL_NOT_NEEDED, APPROVAL_SELF, APPROVAL_DECIDED, APPROVAL_TOTAL_CHANGED. */
  approvalNotNeeded: string;
  approvalNoDecider: string;
  approvalSelf: string;
  approvalDecided: string;
  approvalRequesterLeft: string;
  approvalTotalChanged: string;
  budgetExceeded: string;
  termsUnavailable: string;
  termsCreditLimitExceeded: string;
  termsOverdue: string;
  termsGroupUnverified: string;
  budgetUnavailable: string;
  budgetBelowUsed: string;
  budgetCodeTaken: string;
  labGroupLastOwner: string;
  labGroupAlreadyMember: string;
  labInviteUnknown: string;
  labInviteExpired: string;
  labInviteUsed: string;
  invoiceTitleLimit: string;
  /** Regulated chemicals (docs/regulated-chemicals.md): `data.reason` REGULATED_NEEDS_GROUP, REGULATED_GROUP_UNVERIFIED, REGULATED_PERMIT_MISSING (+ class), END_USE_REQUIRED, VERIFICATION_PENDING, VERIFICATION_DECIDED. */
  regulatedNeedsGroup: string;
  regulatedGroupUnverified: string;
  regulatedPermitMissing: string;
  endUseRequired: string;
  verificationPending: string;
  verificationDecided: string;
  registerRangeTooLong: string;
  emptyOrder: string;
  /** 410: the product exists but is no longer sold. */
  productOffSale: string;
  /** Code -1007: the call was done, except for the items listed in `data`. */
  partlyDone: string;
  /** 403: only buyers of a product may review it. */
  reviewNotPurchased: string;
  /** 409: one review per user and product. */
  reviewExists: string;
  tooManyReviews: string;
  // --- study zone (content) ---
  /** 404: no published article with this id in this section. */
  articleNotFound: string;
  /** 404: no stored file with this id. */
  fileNotFound: string;
  // --- end study zone ---
  // --- help-service (issue 13): help votes, forms, cooperation / feedback, after-sales, uploads ---
  /** 400: a guest's vote needs the browser's voterId. */
  helpVoterMissing: string;
  /** 400 with data.errors: one or more form fields are wrong (each with its own message). */
  formInvalid: string;
  /** 409: the form no longer takes submissions. */
  formClosed: string;
  /** 409: the console's new activity form uses a key another form has. */
  formKeyTaken: string;
  /** 409: only activity forms are edited in the console; the shop's own forms are opened and closed only. */
  formNotEditable: string;
  /** 429: too many submissions from one address. */
  tooManySubmissions: string;
  /** Field templates ({field} = the field's label in the reader's language). */
  formFieldAgreement: string;
  formFieldFileType: string;
  formFieldFileSize: string;
  formFieldImageType: string;
  formFieldOption: string;
  formFieldPattern: string;
  /** 409: only a paid (or shipped / completed) order can have after-sales. */
  afterSalesNotEligible: string;
  /** 409: one of the lines already has an open request. */
  afterSalesOpen: string;
  /** 409: staff tried a status move that is not allowed (ops CLI). */
  afterSalesTransition: string;
  // --- end help-service ---
  // Points mall (issue 11): exchanges and tasks.
  /** 409: fewer units left than asked for. */
  pointsOutOfStock: string;
  /** 409: the per-account exchange limit would be passed; data.remaining says how many are left. */
  pointsLimitReached: string;
  /** 410: the good is off sale, or outside its sale window. */
  pointsOffSale: string;
  /** 400: a physical good needs an address from the address book. */
  pointsAddressRequired: string;
  /** 409: the task's condition is not met yet. */
  pointsTaskNotDone: string;
  /** 409: the task has already paid out in this period. */
  pointsTaskAlreadyDone: string;
  // Quotations (issue 15).
  /** 409: the quotation's validity date has passed. */
  quotationExpired: string;
  /** 409: the quotation is not (or no longer) open for this (e.g. not quoted yet, rejected). */
  quotationStateChanged: string;
  /** 409: the shop withdrew the quoted price before it was accepted. */
  quotationWithdrawn: string;
  /** 400: an answer's validity date before today (China calendar); data { validUntil, today }. */
  quotationValidityPast: string;
  /** 400: an answer's prices do not match the request; data { missing, extra, duplicate } SKU codes. */
  quotationPricesMismatch: string;
  /** 400: an answer's total the database cannot hold; data { total, max } yuan. */
  quotationTotalTooLarge: string;
  // --- lab lists and favourites (issue 15) ---
  /** 409: the most lists, lines of a list or favourites one shopper may keep (data.limit). */
  labListLimit: string;
  /** 400 with data.errors: rows of an imported file are wrong (each with its line number); nothing was imported. */
  labListImportInvalid: string;
  /** 400: the upload is not a readable CSV (UTF-8) or XLSX file, or has no file. */
  labListFileUnreadable: string;
  /** 409: a catalogue import whose check refused rows cannot be applied. */
  catalogueImportRefused: string;
  /** 409: the catalogue changed since the import was checked; nothing was written. */
  catalogueImportStale: string;
  /** 404: the checked import was already applied (perhaps by a second click at the same moment) or has expired. */
  catalogueImportGone: string;
  // --- back office: catalogue ---
  /** 409: the record changed since the client read it (its `version`); nothing was written. */
  staleRecord: string;
  /** Remote releases (docs/deploy.md "Publishing a remote"); the reason is in data.reason. */
  releaseArchiveInvalid: string;
  releaseGateFailed: string;
  releaseExists: string;
  publishKeyInvalid: string;
  releaseChangeRefused: string;
  /** 409: a stock adjustment would take the SKU's stock below zero. */
  stockWouldGoNegative: string;
  /** 409: a category that still has products or sub-categories cannot be deleted. */
  categoryInUse: string;
  /** 400: a category may only sit under a top category (the shop shows two levels). */
  categoryParentInvalid: string;
  /** 400: products are filed under a sub-category. */
  productCategoryInvalid: string;
  /** 409: another SKU has this code. */
  skuCodeTaken: string;
  pointsCodeTaken: string;
  /** 409: another lot has this number. */
  lotNumberTaken: string;
  articleSlugTaken: string;
  /** 409: another help group has this slug. */
  helpCategorySlugTaken: string;
  /** 409: a help group still holding questions cannot be deleted. */
  helpCategoryInUse: string;
  articleIncomplete: string;
  contentFileType: string;
  /** 409: a lot's quantity below the units already shipped from it. */
  lotQuantityTooSmall: string;
  /** 400: a hazard statement code the shop does not know. */
  hazardCodeUnknown: string;
  /** 400: an upload that is not a readable PNG, JPEG or WebP image. */
  notAnImage: string;
  /** 400: an image of more than 40 megapixels. */
  imageTooLarge: string;
  /** 400: a product image that is neither one of the shop's pictures nor an uploaded one. */
  imageUnknown: string;
  /** 400: a product listed as bought together with itself. */
  relatedProductSelf: string;
  /** 400: a product listed as bought together that does not exist; data { ids }. */
  relatedProductUnknown: string;
  // --- end back office: catalogue ---
  // --- back office: orders ---
  /** 409: ship needs a paid order. */
  orderNotShippable: string;
  /** 409: cancelling or confirming a bank transfer needs an unpaid order. */
  orderNotUnpaid: string;
  /** 409: a refund needs a paid, shipped or completed order. */
  orderNotRefundable: string;
  // --- end back office: orders ---
  // --- end lab lists ---
  field: FieldMessages;
};
export type MessageKey = Exclude<keyof Messages, 'field'>;

const zhTypes: Record<Expected, string> = { string: '字符串', number: '数字', int: '整数', boolean: '布尔值', object: '对象', array: '数组', other: '正确类型' };
const enTypes: Record<Expected, string> = { string: 'a string', number: 'a number', int: 'an integer', boolean: 'true or false', object: 'an object', array: 'a list', other: 'of the right type' };
const jaTypes: Record<Expected, string> = { string: '文字列', number: '数値', int: '整数', boolean: '真偽値', object: 'オブジェクト', array: '配列', other: '正しい型' };
const koTypes: Record<Expected, string> = { string: '문자열', number: '숫자', int: '정수', boolean: '참/거짓', object: '객체', array: '목록', other: '올바른 형식의' };

const enCount = (n: number | string, of: SizeOf) =>
  `${n} ${of === 'string' ? 'character' : 'item'}${String(n) === '1' ? '' : 's'}`;

// Server-side messages only; page texts live in shared/src/i18n/locales.
export const messages: Record<Lang, Messages> = {
  zh: {
    badRequest: '请求无效',
    invalidJson: '请求体不是有效的 JSON',
    unsupportedMediaType: '不支持的内容类型',
    payloadTooLarge: '请求体过大',
    notFound: '请求的资源不存在',
    // study zone (content)
    articleNotFound: '文章不存在或已下线',
    fileNotFound: '文件不存在或已被删除',
    forbidden: '无权执行此操作',
    secondFactorRequired: '此操作需要员工账号以动态验证码登录',
    secondFactorNeeded: '请输入身份验证器中的 6 位验证码',
    secondFactorEnrol: '员工账号需要绑定身份验证器：请扫描或输入密钥，然后输入 6 位验证码',
    secondFactorWrong: '验证码不正确或已使用',
    secondFactorExpired: '验证已超时，请重新输入账号和密码',
    accountNotFound: '没有这个账号：请先让对方注册',
    lastAdmin: '这是最后一个管理员账号，不能取消其管理员权限',
    enrolmentCodeWrong: '绑定码不正确或已过期：请向管理员索取新的绑定码',
    internal: '服务器内部错误，请稍后重试',
    unavailable: '服务暂不可用，请稍后重试',
    heavyWorkTooLong: '处理时间超过上限，已停止，未保存任何内容。请拆分文件或稍后重试',
    heavyWorkTooLarge: '处理所需内存超过上限，已停止，未保存任何内容。请拆分文件后重试',
    heavyWorkBusy: '正在处理其他大型任务，请稍后重试',
    reportRangeInvalid: '日期范围无效：请使用 YYYY-MM-DD 格式的开始和结束日期',
    reportRangeOrder: '开始日期不能晚于结束日期',
    reportRangeTooLong: '日期范围最长 24 个月，请缩短后重试',
    reportDimensionUnknown: '不支持该维度，请从列出的选项中选择',
    unauthorized: '未登录或登录已失效，请重新登录',
    invalidCredentials: '账号或密码错误',
    tooManyAttempts: '尝试次数过多，请稍后再试',
    wrongPassword: '当前密码不正确',
    samePassword: '新密码不能与当前密码相同',
    registered: '如果该账号可以注册，现已注册成功，请登录',
    signedIn: '登录成功',
    signedOut: '已退出登录',
    passwordChanged: '密码已修改，其他设备上的登录已失效',
    resetRequested: '如果该邮箱已注册，我们已向它发送了设置新密码的链接，30 分钟内有效。没有收到请检查垃圾邮件。',
    resetRequestedMobile: '本店无法发送短信。如果该手机号已注册并在个人资料中填写了联系邮箱，设置新密码的链接已发往该邮箱；否则请联系客服找回账户。',
    resetLinkInvalid: '此链接无效或已过期（链接 30 分钟内有效、只能使用一次，且只有最新的一封有效），请重新申请',
    passwordReset: '新密码已设置，其他设备上的登录已失效',
    cartFull: '购物车最多可放 100 种商品，请先结算或删除部分商品',
    cartItemOffSale: '该商品已下架',
    cartItemOutOfStock: '该商品暂时缺货（字段 quantity 最多为 0）',
    cartPartlyAdded: '部分商品未能加入购物车',
    addressLimit: '收货地址最多保存 20 个，请先删除不用的地址',
    lineUnavailable: '部分商品已下架或库存不足，请调整后再提交',
    priceChanged: '订单金额已变化，请确认新的金额后再提交',
    couponUnavailable: '该优惠券已被使用或不适用于此订单',
    idempotencyMismatch: '该请求编号已用于另一份订单内容，请刷新页面后重试',
    orderStateChanged: '订单状态已变化，无法执行此操作',
    orderNotPayable: '该订单无需支付或已无法支付',
    notificationRejected: '支付通知校验失败',
    pointsInsufficient: '积分不足',
    labGroupForbidden: '您在该课题组中的角色不能进行此操作',
    statementMonthInvalid: '月份无效：请使用 YYYY-MM 格式，例如 2026-10',
    statementMonthFuture: '不能查看未来月份的对账单',
    statementMonthBeforeGroup: '该月份早于课题组的创建时间，没有对账单',
    spendingRangeOrder: '开始月份不能晚于结束月份',
    spendingRangeTooLong: '支出汇总最长 24 个月，请缩短范围',
    labGroupApprovalRequired: '该订单需要课题组审批',
    approvalNotNeeded: '该订单无需审批，可直接下单',
    approvalNoDecider: '课题组中没有其他可审批此申请的成员：请负责人添加审批人，或调整预算',
    approvalSelf: '不能审批自己提交的申请',
    approvalDecided: '该申请已处理',
    approvalRequesterLeft: '申请人已不在该课题组，申请已取消，预留的预算已释放',
    approvalTotalChanged: '申请金额已变化，请查看最新金额后再审批',
    budgetExceeded: '该经费的剩余额度不足以支付此订单',
    termsUnavailable: '该课题组没有可用的账期，请在线支付',
    termsCreditLimitExceeded: '此订单超出课题组账期的信用额度',
    termsOverdue: '课题组有逾期未付的账期订单，付清前不能再使用账期下单',
    termsGroupUnverified: '只有已核验的课题组才能获得账期',
    budgetUnavailable: '该经费未启用或不在有效期内',
    budgetBelowUsed: '经费总额不能低于已预留与已使用的金额之和',
    budgetCodeTaken: '该课题组已有相同编号的经费',
    labGroupLastOwner: '课题组至少需要保留一位负责人',
    labGroupAlreadyMember: '您已是该课题组的成员',
    labInviteUnknown: '邀请链接无效或已被撤回',
    labInviteExpired: '邀请链接已过期，请联系负责人重新邀请',
    labInviteUsed: '该邀请链接已被使用',
    invoiceTitleLimit: '该课题组的发票抬头已达上限',
    regulatedNeedsGroup: '管制化学品只能以已核验的课题组名义购买，不能个人购买',
    regulatedGroupUnverified: '该课题组的单位资质尚未通过核验，不能购买管制化学品',
    regulatedPermitMissing: '该课题组没有此类管制化学品的有效许可证（或许可证已过期）',
    endUseRequired: '购买管制化学品须填写最终用途声明（10–500 字）',
    verificationPending: '该课题组已有一份待审核的资质材料，请等待审核结果',
    verificationDecided: '这份资质材料已经审核过了',
    registerRangeTooLong: '销售登记最长导出 366 天，请缩短日期范围',
    emptyOrder: '请至少选择一件商品',
    productOffSale: '该商品已下架',
    partlyDone: '已处理，部分项目无法处理',
    reviewNotPurchased: '只有购买过该商品的用户才能评价',
    reviewExists: '您已评价过该商品',
    tooManyReviews: '评价过于频繁，请稍后再试',
    // --- help-service (issue 13) ---
    helpVoterMissing: "缺少 voterId，无法记录投票",
    formInvalid: "请修改标出的字段后再提交",
    formClosed: "该表单已停止收集",
    formKeyTaken: "该表单标识已被其他表单使用",
    formNotEditable: "只有活动表单可以在后台编辑",
    tooManySubmissions: "提交过于频繁，请稍后再试",
    formFieldAgreement: "请阅读并勾选同意“{field}”",
    formFieldFileType: "“{field}”只接受 JPG、PNG、WebP 图片或 PDF 文件",
    formFieldImageType: "“{field}”只接受 JPG、PNG 或 WebP 图片",
    formFieldFileSize: "“{field}”的文件过大",
    formFieldOption: "“{field}”的选项无效",
    formFieldPattern: "“{field}”格式不正确",
    afterSalesNotEligible: "只有已付款的订单才能申请售后",
    afterSalesOpen: "所选商品已有处理中的售后申请",
    afterSalesTransition: "售后申请当前状态不允许此操作",
    // --- end help-service ---
    // Points mall (issue 11).
    pointsOutOfStock: '库存不足，剩余数量少于所选数量',
    pointsLimitReached: '已达到该商品的每人兑换上限',
    pointsOffSale: '该商品已下架或不在兑换时间内',
    pointsAddressRequired: '实物商品请选择一个收货地址',
    pointsTaskNotDone: '任务尚未完成，完成后再来领取积分',
    pointsTaskAlreadyDone: '该任务本周期的积分已领取',
    quotationExpired: '报价已过有效期，请重新询价',
    quotationStateChanged: "报价单状态已变化，无法执行此操作",
    quotationWithdrawn: '报价已被商家撤回，无法再接受；如有需要请重新询价',
    quotationValidityPast: '有效期不能早于今天（中国时间）',
    quotationPricesMismatch: '请为询价中的每个 SKU 各报一个单价，且不要包含询价之外的 SKU',
    quotationTotalTooLarge: '报价总额超出系统可记录的上限，请分多张报价单报价',
    labListLimit: '已达到数量上限',
    labListImportInvalid: '文件中有无法导入的行，未导入任何内容',
    labListFileUnreadable: '无法读取该文件：请上传 UTF-8 编码的 CSV 或 XLSX 文件',
    catalogueImportRefused: '检查时有被拒绝的行：请修改文件后重新检查',
    catalogueImportStale: '检查之后商品目录已有变动，未导入任何内容：请重新检查文件',
    catalogueImportGone: '该检查结果已导入或已过期：请重新检查文件',
    staleRecord: '该记录已被他人修改，请刷新后重新编辑',
    releaseArchiveInvalid: '发布包无效',
    releaseGateFailed: '该版本未通过发布检查',
    releaseExists: '该版本已发布且内容不同，请提升版本号',
    publishKeyInvalid: '发布密钥无效',
    releaseChangeRefused: '无法执行该版本变更',
    stockWouldGoNegative: '库存不能小于零',
    categoryInUse: '该分类下仍有商品或子分类，无法删除',
    categoryParentInvalid: '分类只能放在一级分类之下',
    productCategoryInvalid: '商品只能归入二级分类',
    skuCodeTaken: '已有其他 SKU 使用此编码',
    pointsCodeTaken: '已有其他积分商品或活动使用此编码',
    lotNumberTaken: '已有其他批次使用此批号',
    articleSlugTaken: '已有其他文章使用此网址名称',
    helpCategorySlugTaken: '已有其他帮助分组使用此标识',
    helpCategoryInUse: '该分组下仍有问题，请先移走或删除这些问题',
    articleIncomplete: '发布前请填写中文标题和正文',
    contentFileType: '此文件类型不可用：附件为 PDF 或图片，封面为 PNG、JPEG 或 WebP 图片，视频为 MP4 或 WebM',
    lotQuantityTooSmall: '数量不能少于该批次已发货的数量',
    hazardCodeUnknown: '危险说明代码不存在',
    notAnImage: '请上传 PNG、JPEG 或 WebP 图片',
    imageTooLarge: '图片像素过多（最多 4000 万像素）',
    imageUnknown: '图片地址无效，请先上传图片',
    relatedProductSelf: '商品不能与自身搭配购买',
    relatedProductUnknown: '搭配购买的商品不存在，请刷新后重新选择',
    orderNotShippable: '只有已付款（待发货）的订单才能发货',
    orderNotUnpaid: '只有待付款的订单才能取消或确认银行转账',
    orderNotRefundable: '只有已付款、已发货或已完成的订单才能退款',
    field: {
      required: (f) => `缺少必填字段 ${f}`,
      unknown: (f) => `不允许的字段 ${f}`,
      type: (f, t) => `字段 ${f} 应为${zhTypes[t]}`,
      tooSmall: (f, n, of) => `字段 ${f} ${of === 'string' ? `至少 ${n} 个字符` : of === 'array' ? `至少 ${n} 项` : `不能小于 ${n}`}`,
      tooBig: (f, n, of) => `字段 ${f} ${of === 'string' ? `最多 ${n} 个字符` : of === 'array' ? `最多 ${n} 项` : `不能大于 ${n}`}`,
      format: (f) => `字段 ${f} 格式不正确`,
      value: (f) => `字段 ${f} 的取值无效`,
      invalid: (f) => `字段 ${f} 无效`,
      rules: {
        account: (f) => `字段 ${f} 应为邮箱地址或中国大陆手机号`,
        password: (f) => `字段 ${f} 须包含至少一个字母和一个数字`,
        agreement: (f) => `请阅读并同意注册协议（字段 ${f}）`,
        itemSource: (f) => `请提供 cartLineIds 或 items 二者之一（字段 ${f}）`,
        duplicate: (f) => `字段 ${f} 与前面的值重复`,
        mobileOrEmpty: (f) => `字段 ${f} 应为中国大陆手机号（11 位）或留空`,
        emailOrEmpty: (f) => `字段 ${f} 应为有效的邮箱地址或留空`,
      },
    },
  },
  en: {
    badRequest: 'Bad request',
    invalidJson: 'The request body is not valid JSON',
    unsupportedMediaType: 'Unsupported content type',
    payloadTooLarge: 'The request body is too large',
    notFound: 'The requested resource was not found',
    // study zone (content)
    articleNotFound: 'This article does not exist or has been withdrawn',
    fileNotFound: 'This file does not exist or has been removed',
    forbidden: 'You are not allowed to do this',
    secondFactorRequired: 'This needs a staff sign-in with an authenticator code',
    secondFactorNeeded: 'Enter the 6-digit code from your authenticator app',
    secondFactorEnrol: 'Staff accounts need an authenticator app: scan the code or type the key, then enter the 6-digit code',
    secondFactorWrong: 'The code is wrong or has already been used',
    secondFactorExpired: 'The sign-in timed out; enter your account and password again',
    accountNotFound: 'There is no such account: ask them to register first',
    lastAdmin: 'This is the last admin account: its admin scope cannot be removed',
    enrolmentCodeWrong: 'The enrolment code is wrong or has expired: ask an admin for a new one',
    internal: 'Internal server error, please try again later',
    unavailable: 'Service temporarily unavailable, please try again later',
    heavyWorkTooLong: 'This took longer than allowed and was stopped; nothing was saved. Split the file or try again later',
    heavyWorkTooLarge: 'This needed more memory than allowed and was stopped; nothing was saved. Split the file and try again',
    heavyWorkBusy: 'Other large tasks are running; please try again in a moment',
    reportRangeInvalid: 'The date range is not valid: give a start and an end date as YYYY-MM-DD',
    reportRangeOrder: 'The start date must not be after the end date',
    reportRangeTooLong: 'A report covers at most 24 months: choose a shorter range',
    reportDimensionUnknown: 'This breakdown is not offered: choose one of the listed values',
    unauthorized: 'You are not signed in or your session has expired; please sign in again',
    invalidCredentials: 'The account or password is incorrect',
    tooManyAttempts: 'Too many attempts; please try again later',
    wrongPassword: 'The current password is incorrect',
    samePassword: 'The new password must differ from the current one',
    registered: 'If this account can be registered, it now is; please sign in',
    signedIn: 'Signed in',
    signedOut: 'Signed out',
    passwordChanged: 'Password changed; sign-ins on other devices have ended',
    resetRequested: 'If this e-mail address has an account, we have sent it a link to set a new password; it works for 30 minutes. Check your spam folder if nothing arrives.',
    resetRequestedMobile: 'The shop cannot send text messages. If this mobile number has an account with a contact e-mail in its profile, the link to set a new password has gone there; otherwise please contact customer service.',
    resetLinkInvalid: 'This link is not valid (any more): a link works once, for 30 minutes, and only the newest one sent. Please ask for a new one',
    passwordReset: 'Your new password is set; sign-ins on other devices have ended',
    cartFull: 'A cart holds at most 100 different items; check out or remove some first',
    cartItemOffSale: 'This item is no longer on sale',
    cartItemOutOfStock: 'This item is out of stock (field "quantity" can be at most 0)',
    cartPartlyAdded: 'Some items could not be added to the cart',
    addressLimit: 'You can keep at most 20 delivery addresses; delete one you no longer use first',
    lineUnavailable: 'Some items are no longer available in that quantity; please adjust them and try again',
    priceChanged: 'The order total has changed; please check the new total and confirm again',
    couponUnavailable: 'This coupon has already been used or does not apply to this order',
    idempotencyMismatch: 'This request key was already used for a different order; reload the page and try again',
    orderStateChanged: "The order's status has changed, so this can no longer be done",
    orderNotPayable: 'This order does not need paying or can no longer be paid',
    notificationRejected: 'The payment notification failed verification',
    pointsInsufficient: 'Not enough points',
    labGroupForbidden: 'Your role in this lab group does not allow this',
    statementMonthInvalid: 'The month is not valid: give it as YYYY-MM, e.g. 2026-10',
    statementMonthFuture: 'There is no statement for a month that has not started yet',
    statementMonthBeforeGroup: 'The lab group did not exist yet in that month',
    spendingRangeOrder: 'The first month must not be after the last month',
    spendingRangeTooLong: 'Spending covers at most 24 months: choose a shorter range',
    labGroupApprovalRequired: 'This order needs approval in your lab group',
    approvalNotNeeded: 'This order needs no approval; place it directly',
    approvalNoDecider: 'Nobody else in your lab group can approve this request: ask an owner to add an approver or raise the budget',
    approvalSelf: 'You cannot decide on your own request',
    approvalDecided: 'This request has already been decided',
    approvalRequesterLeft: 'The requester has left the group: the request is cancelled and its reserved budget released',
    approvalTotalChanged: 'The request total has changed; review the new total before approving',
    budgetExceeded: "The budget's remaining amount does not cover this order",
    termsUnavailable: 'This lab group has no payment terms; please pay online',
    termsCreditLimitExceeded: "This order exceeds the lab group's credit limit on terms",
    termsOverdue: 'The lab group has an overdue invoice; no new orders on terms until it is paid',
    termsGroupUnverified: 'Only a verified lab group can be granted payment terms',
    budgetUnavailable: 'This budget is not active or not in its period',
    budgetBelowUsed: 'The budget cannot be less than what is reserved and spent',
    budgetCodeTaken: 'The lab group already has a budget with this code',
    labGroupLastOwner: 'A lab group must keep at least one owner',
    labGroupAlreadyMember: 'You are already a member of this lab group',
    labInviteUnknown: 'This invitation link is unknown or was withdrawn',
    labInviteExpired: 'This invitation has expired; ask the group owner for a new one',
    labInviteUsed: 'This invitation has already been used',
    invoiceTitleLimit: 'This lab group has reached its limit of invoice titles',
    regulatedNeedsGroup: 'Regulated chemicals can be bought only for a verified lab group, not as a personal order',
    regulatedGroupUnverified: "The lab group's institution has not been verified, so it cannot buy regulated chemicals",
    regulatedPermitMissing: 'The lab group has no valid permit for this class of regulated chemical (or it has expired)',
    endUseRequired: 'Regulated chemicals need an end-use declaration (10–500 characters)',
    verificationPending: 'This lab group already has documents waiting for review',
    verificationDecided: 'These documents have already been reviewed',
    registerRangeTooLong: 'The sales register covers at most 366 days: choose a shorter range',
    emptyOrder: 'Choose at least one item',
    productOffSale: 'This product is no longer available',
    partlyDone: 'Done, except for some items that could not be processed',
    reviewNotPurchased: 'Only customers who have bought this product can review it',
    reviewExists: 'You have already reviewed this product',
    tooManyReviews: 'You have posted too many reviews; please try again later',
    // --- help-service (issue 13) ---
    helpVoterMissing: "A voterId is needed to record a guest's vote",
    formInvalid: "Please correct the marked fields and send again",
    formClosed: "This form no longer accepts submissions",
    formKeyTaken: "Another form already uses this form key",
    formNotEditable: "Only activity forms can be edited in the console",
    tooManySubmissions: "Too many submissions; please try again later",
    formFieldAgreement: "Please read and accept \"{field}\"",
    formFieldFileType: "\"{field}\" accepts only JPG, PNG or WebP images and PDF files",
    formFieldImageType: "\"{field}\" accepts only JPG, PNG or WebP images",
    formFieldFileSize: "The file in \"{field}\" is too large",
    formFieldOption: "\"{field}\" has an option that is not offered",
    formFieldPattern: "\"{field}\" is not in the expected format",
    afterSalesNotEligible: "After-sales can only be requested for a paid order",
    afterSalesOpen: "A selected item already has an open after-sales request",
    afterSalesTransition: "The after-sales request cannot move to that status from its current one",
    // --- end help-service ---
    // Points mall (issue 11).
    pointsOutOfStock: 'Not enough stock left for this quantity',
    pointsLimitReached: 'You have reached the exchange limit for this item',
    pointsOffSale: 'This item is off sale or outside its exchange period',
    pointsAddressRequired: 'Choose a delivery address for a physical item',
    pointsTaskNotDone: 'This task is not done yet; come back when it is',
    pointsTaskAlreadyDone: 'You have already earned this task’s points for this period',
    quotationExpired: 'This quotation has expired; please request a new one',
    quotationStateChanged: "The quotation's status has changed, so this can no longer be done",
    quotationWithdrawn: 'The shop has withdrawn this quotation, so it can no longer be accepted; please request a new one if needed',
    quotationValidityPast: 'The validity date cannot be before today (China time)',
    quotationPricesMismatch: 'Give exactly one unit price for each requested SKU, and none for SKUs not in the request',
    quotationTotalTooLarge: 'The total is larger than the shop can record; quote this request in several parts',
    labListLimit: 'You have reached the limit',
    labListImportInvalid: 'Some rows of the file cannot be imported; nothing was imported',
    labListFileUnreadable: 'The file cannot be read: upload a CSV (UTF-8) or XLSX file',
    catalogueImportRefused: 'The check refused some rows: correct the file and check it again',
    catalogueImportStale: 'The catalogue changed after the check; nothing was imported: check the file again',
    catalogueImportGone: 'This check was already applied or has expired: check the file again',
    staleRecord: 'Someone else changed this record meanwhile; reload it and edit again',
    releaseArchiveInvalid: 'The release archive is invalid',
    releaseGateFailed: 'This version did not pass the release checks',
    releaseExists: 'This version is already published with other contents; bump the version',
    publishKeyInvalid: 'The publishing key is invalid',
    releaseChangeRefused: 'This version change is not possible',
    stockWouldGoNegative: 'The stock cannot go below zero',
    categoryInUse: 'This category still has products or sub-categories',
    categoryParentInvalid: 'A category can only be placed under a top category',
    productCategoryInvalid: 'Products belong in a sub-category',
    skuCodeTaken: 'Another SKU already has this code',
    pointsCodeTaken: 'Another points good or campaign already has this code',
    lotNumberTaken: 'Another lot already has this number',
    articleSlugTaken: 'Another article already has this URL name',
    helpCategorySlugTaken: 'Another help group already has this slug',
    helpCategoryInUse: 'This group still has questions; move or delete them first',
    articleIncomplete: 'Write the Chinese title and body before publishing',
    contentFileType: 'This file type is not allowed here: attachments are PDFs or images, covers PNG, JPEG or WebP images, videos MP4 or WebM',
    lotQuantityTooSmall: 'The quantity cannot be less than the units already shipped from this lot',
    hazardCodeUnknown: 'Unknown hazard statement code',
    notAnImage: 'Upload a PNG, JPEG or WebP image',
    imageTooLarge: 'The image has too many pixels (at most 40 megapixels)',
    imageUnknown: 'Unknown image address: upload the image first',
    relatedProductSelf: 'A product cannot be bought together with itself',
    relatedProductUnknown: 'A product listed as bought together does not exist; reload and choose again',
    orderNotShippable: 'Only a paid order awaiting shipment can be shipped',
    orderNotUnpaid: 'Only an unpaid order can be cancelled or have its bank transfer confirmed',
    orderNotRefundable: 'Only a paid, shipped or completed order can be refunded',
    field: {
      required: (f) => `Missing required field "${f}"`,
      unknown: (f) => `Unknown field "${f}"`,
      type: (f, t) => `Field "${f}" must be ${enTypes[t]}`,
      tooSmall: (f, n, of) => `Field "${f}" must ${of === 'number' ? `be at least ${n}` : `have at least ${enCount(n, of)}`}`,
      tooBig: (f, n, of) => `Field "${f}" must ${of === 'number' ? `be at most ${n}` : `have at most ${enCount(n, of)}`}`,
      format: (f) => `Field "${f}" has an invalid format`,
      value: (f) => `Field "${f}" has an invalid value`,
      invalid: (f) => `Field "${f}" is invalid`,
      rules: {
        account: (f) => `Field "${f}" must be an email address or a mainland China mobile number`,
        password: (f) => `Field "${f}" must contain at least one letter and one digit`,
        agreement: (f) => `Please read and accept the registration agreement (field "${f}")`,
        itemSource: (f) => `Send either "cartLineIds" or "items", exactly one of them (field "${f}")`,
        duplicate: (f) => `Field "${f}" repeats an earlier value`,
        mobileOrEmpty: (f) => `Field "${f}" must be a mainland China mobile number (11 digits) or empty`,
        emailOrEmpty: (f) => `Field "${f}" must be a valid email address or empty`,
      },
    },
  },
  ja: {
    badRequest: '不正なリクエストです',
    invalidJson: 'リクエスト本文が正しい JSON ではありません',
    unsupportedMediaType: 'サポートされていないコンテンツタイプです',
    payloadTooLarge: 'リクエスト本文が大きすぎます',
    notFound: '要求されたリソースが見つかりません',
    // study zone (content)
    articleNotFound: 'この記事は存在しないか、公開を終了しました',
    fileNotFound: 'このファイルは存在しないか、削除されました',
    forbidden: 'この操作は許可されていません',
    secondFactorRequired: 'この操作には認証アプリのコードによるスタッフログインが必要です',
    secondFactorNeeded: '認証アプリの 6 桁のコードを入力してください',
    secondFactorEnrol: 'スタッフアカウントには認証アプリの登録が必要です。コードを読み取るかキーを入力し、6 桁のコードを入力してください',
    secondFactorWrong: 'コードが正しくないか、すでに使用されています',
    secondFactorExpired: 'ログインの有効期限が切れました。アカウントとパスワードをもう一度入力してください',
    accountNotFound: 'このアカウントはありません。先に登録してもらってください',
    lastAdmin: '最後の管理者アカウントのため、管理者権限を外せません',
    enrolmentCodeWrong: '登録コードが正しくないか期限切れです。管理者に新しいコードを依頼してください',
    internal: 'サーバー内部エラーです。しばらくしてから再度お試しください',
    unavailable: 'サービスは一時的に利用できません。しばらくしてから再度お試しください',
    heavyWorkTooLong: '処理時間が上限を超えたため中止しました。何も保存されていません。ファイルを分割するか、しばらくしてから再度お試しください',
    heavyWorkTooLarge: '処理に必要なメモリが上限を超えたため中止しました。何も保存されていません。ファイルを分割して再度お試しください',
    heavyWorkBusy: '他の大きな処理を実行中です。しばらくしてから再度お試しください',
    reportRangeInvalid: '期間が正しくありません。開始日と終了日を YYYY-MM-DD で指定してください',
    reportRangeOrder: '開始日は終了日より後にできません',
    reportRangeTooLong: 'レポートの期間は最長 24 か月です。期間を短くしてください',
    reportDimensionUnknown: 'この内訳には対応していません。一覧の値から選んでください',
    unauthorized: 'ログインしていないか、ログインの有効期限が切れています。再度ログインしてください',
    invalidCredentials: 'アカウントまたはパスワードが正しくありません',
    tooManyAttempts: '試行回数が多すぎます。しばらくしてから再度お試しください',
    wrongPassword: '現在のパスワードが正しくありません',
    samePassword: '新しいパスワードは現在のパスワードと異なる必要があります',
    registered: 'このアカウントが登録可能な場合、登録は完了しました。ログインしてください',
    signedIn: 'ログインしました',
    signedOut: 'ログアウトしました',
    passwordChanged: 'パスワードを変更しました。他の端末のログインは無効になりました',
    resetRequested: 'このメールアドレスのアカウントがあれば、新しいパスワードを設定するリンクを送信しました（30 分間有効）。届かない場合は迷惑メールフォルダをご確認ください。',
    resetRequestedMobile: '当店は SMS を送信できません。この携帯番号のアカウントがあり、プロフィールに連絡先メールが登録されていれば、そのアドレスにリンクを送信しました。そうでない場合はカスタマーサービスにご連絡ください。',
    resetLinkInvalid: 'このリンクは無効です（有効期限 30 分、一度だけ、最新のリンクのみ有効）。もう一度お申し込みください',
    passwordReset: '新しいパスワードを設定しました。他の端末のログインは無効になりました',
    cartFull: 'カートに入れられる商品は最大 100 種類です。購入手続きをするか、一部を削除してください',
    cartItemOffSale: 'この商品は販売終了しました',
    cartItemOutOfStock: 'この商品は在庫切れです（項目 quantity は 0 以下）',
    cartPartlyAdded: '一部の商品をカートに追加できませんでした',
    addressLimit: 'お届け先は最大 20 件までです。不要な住所を削除してください',
    lineUnavailable: '一部の商品が販売終了または在庫不足です。数量を調整してから再度お試しください',
    priceChanged: '注文金額が変わりました。新しい金額を確認してから再度確定してください',
    couponUnavailable: 'このクーポンは使用済みか、この注文には使えません',
    idempotencyMismatch: 'このリクエストキーは別の注文内容で使用済みです。ページを再読み込みしてください',
    orderStateChanged: '注文の状態が変わったため、この操作はできません',
    orderNotPayable: 'この注文は支払い不要か、もう支払えません',
    notificationRejected: '支払い通知の検証に失敗しました',
    pointsInsufficient: 'ポイントが不足しています',
    labGroupForbidden: 'この研究グループでのあなたの役割ではこの操作はできません',
    statementMonthInvalid: '月が正しくありません。YYYY-MM 形式で指定してください（例：2026-10）',
    statementMonthFuture: 'まだ始まっていない月の明細書はありません',
    statementMonthBeforeGroup: 'その月にはまだ研究グループが作成されていません',
    spendingRangeOrder: '開始月は終了月より後にできません',
    spendingRangeTooLong: '支出の集計は最長 24 か月です。期間を短くしてください',
    labGroupApprovalRequired: 'この注文には研究グループの承認が必要です',
    approvalNotNeeded: 'この注文は承認不要です。そのまま注文できます',
    approvalNoDecider: 'この申請を承認できるメンバーが他にいません。オーナーに承認者の追加か予算の増額を依頼してください',
    approvalSelf: 'ご自身の申請は承認・却下できません',
    approvalDecided: 'この申請はすでに処理されています',
    approvalRequesterLeft: '申請者がグループを離れたため、申請は取り消され、予約された予算は戻されました',
    approvalTotalChanged: '申請金額が変わりました。新しい金額を確認してから承認してください',
    budgetExceeded: '予算の残高がこの注文に足りません',
    termsUnavailable: 'この研究グループには掛け払いの条件がありません。オンラインでお支払いください',
    termsCreditLimitExceeded: 'この注文は研究グループの掛け払いの与信枠を超えています',
    termsOverdue: '研究グループに支払期限を過ぎた請求があります。支払いが済むまで掛け払いで注文できません',
    termsGroupUnverified: '掛け払いは確認済みの研究グループにのみ認められます',
    budgetUnavailable: 'この予算は無効か期間外です',
    budgetBelowUsed: '予算額は確保済み額と使用済み額の合計を下回れません',
    budgetCodeTaken: 'この研究グループには同じコードの予算があります',
    labGroupLastOwner: '研究グループには少なくとも 1 人のオーナーが必要です',
    labGroupAlreadyMember: 'すでにこの研究グループのメンバーです',
    labInviteUnknown: 'この招待リンクは無効か取り消されています',
    labInviteExpired: 'この招待は期限切れです。オーナーに再招待を依頼してください',
    labInviteUsed: 'この招待リンクは使用済みです',
    invoiceTitleLimit: 'この研究グループの請求書名義は上限に達しています',
    regulatedNeedsGroup: '規制化学品は確認済みの研究グループ名義でのみ購入でき、個人では購入できません',
    regulatedGroupUnverified: 'この研究グループの所属機関は確認されていないため、規制化学品を購入できません',
    regulatedPermitMissing: 'この研究グループにはこの区分の規制化学品の有効な許可証がありません（または期限切れです）',
    endUseRequired: '規制化学品の購入には最終用途の申告（10～500 文字）が必要です',
    verificationPending: 'この研究グループには審査待ちの書類がすでにあります',
    verificationDecided: 'この書類はすでに審査済みです',
    registerRangeTooLong: '販売台帳の期間は最長 366 日です。期間を短くしてください',
    emptyOrder: '商品を 1 つ以上選んでください',
    productOffSale: 'この商品は販売を終了しました',
    partlyDone: '処理しましたが、一部の項目は処理できませんでした',
    reviewNotPurchased: 'この商品を購入したお客様のみレビューを投稿できます',
    reviewExists: 'この商品はすでにレビュー済みです',
    tooManyReviews: 'レビューの投稿が多すぎます。しばらくしてから再度お試しください',
    // --- help-service (issue 13) ---
    helpVoterMissing: "ゲストの投票には voterId が必要です",
    formInvalid: "表示された項目を修正してから送信してください",
    formClosed: "このフォームは受付を終了しました",
    formKeyTaken: "このフォームキーは他のフォームで使用されています",
    formNotEditable: "コンソールで編集できるのはアクティビティフォームのみです",
    tooManySubmissions: "送信回数が多すぎます。しばらくしてから再試行してください",
    formFieldAgreement: "「{field}」を読んで同意してください",
    formFieldFileType: "「{field}」には JPG・PNG・WebP 画像または PDF のみ添付できます",
    formFieldImageType: "「{field}」には JPG・PNG・WebP 画像のみ添付できます",
    formFieldFileSize: "「{field}」のファイルが大きすぎます",
    formFieldOption: "「{field}」に選択できない値があります",
    formFieldPattern: "「{field}」の形式が正しくありません",
    afterSalesNotEligible: "アフターサービスは支払い済みの注文のみ申請できます",
    afterSalesOpen: "選択した商品にはすでに処理中のアフターサービス申請があります",
    afterSalesTransition: "現在の状態からはその状態に変更できません",
    // --- end help-service ---
    // Points mall (issue 11).
    pointsOutOfStock: '在庫が足りません',
    pointsLimitReached: 'この商品の交換上限に達しています',
    pointsOffSale: 'この商品は販売終了または交換期間外です',
    pointsAddressRequired: '配送先住所を選択してください',
    pointsTaskNotDone: 'タスクはまだ完了していません',
    pointsTaskAlreadyDone: 'この期間のタスクポイントは受け取り済みです',
    quotationExpired: '見積の有効期限が切れています。改めて見積を依頼してください',
    quotationStateChanged: "見積の状態が変わったため、この操作はできません",
    quotationWithdrawn: 'この見積はショップにより取り下げられたため、承諾できません。必要であれば改めて見積を依頼してください',
    quotationValidityPast: '有効期限は今日（中国時間）以降の日付にしてください',
    quotationPricesMismatch: '依頼された各 SKU に単価を一つずつ入力し、依頼にない SKU は含めないでください',
    quotationTotalTooLarge: '合計金額がシステムで記録できる上限を超えています。複数の見積に分けてください',
    labListLimit: '上限に達しました',
    labListImportInvalid: 'ファイルに取り込めない行があります。何も取り込まれていません',
    labListFileUnreadable: 'ファイルを読み取れません。CSV（UTF-8）または XLSX ファイルをアップロードしてください',
    catalogueImportRefused: 'チェックで取り込めない行がありました。ファイルを直してもう一度チェックしてください',
    catalogueImportStale: 'チェックの後にカタログが変更されたため、何も取り込まれていません。もう一度チェックしてください',
    catalogueImportGone: 'このチェック結果はすでに取り込まれたか、期限が切れています。もう一度チェックしてください',
    staleRecord: 'このレコードは他のユーザーによって変更されました。再読み込みしてから編集してください',
    releaseArchiveInvalid: 'リリースアーカイブが無効です',
    releaseGateFailed: 'このバージョンはリリース前チェックに合格しませんでした',
    releaseExists: 'このバージョンは別の内容で公開済みです。バージョンを上げてください',
    publishKeyInvalid: '公開キーが無効です',
    releaseChangeRefused: 'このバージョン変更は実行できません',
    stockWouldGoNegative: '在庫をゼロ未満にすることはできません',
    categoryInUse: 'このカテゴリには商品またはサブカテゴリがあります',
    categoryParentInvalid: 'カテゴリはトップカテゴリの下にのみ置けます',
    productCategoryInvalid: '商品はサブカテゴリに登録してください',
    skuCodeTaken: 'このコードは別の SKU で使われています',
    pointsCodeTaken: 'このコードは別のポイント商品またはキャンペーンで使われています',
    lotNumberTaken: 'このロット番号は別のロットで使われています',
    articleSlugTaken: 'このURL名は別の記事で使われています',
    helpCategorySlugTaken: 'このスラッグは別のヘルプグループで使われています',
    helpCategoryInUse: 'このグループにはまだ質問があります。先に質問を移動または削除してください',
    articleIncomplete: '公開する前に中国語のタイトルと本文を入力してください',
    contentFileType: 'この種類のファイルは使えません：添付は PDF または画像、カバーは PNG・JPEG・WebP 画像、動画は MP4 または WebM です',
    lotQuantityTooSmall: '数量をこのロットの出荷済み数量より少なくすることはできません',
    hazardCodeUnknown: '不明な危険有害性情報コードです',
    notAnImage: 'PNG、JPEG または WebP 画像をアップロードしてください',
    imageTooLarge: '画像の画素数が多すぎます（最大 4,000 万画素）',
    imageUnknown: '画像のアドレスが無効です。先に画像をアップロードしてください',
    relatedProductSelf: '商品自体を「一緒に購入されている商品」に含めることはできません',
    relatedProductUnknown: '「一緒に購入されている商品」に存在しない商品があります。再読み込みしてから選び直してください',
    orderNotShippable: '発送できるのは支払い済み（発送待ち）の注文だけです',
    orderNotUnpaid: 'キャンセルや銀行振込の確認ができるのは未払いの注文だけです',
    orderNotRefundable: '返金できるのは支払い済み・発送済み・完了の注文だけです',
    field: {
      required: (f) => `必須項目 ${f} がありません`,
      unknown: (f) => `項目 ${f} は使用できません`,
      type: (f, t) => `項目 ${f} は${jaTypes[t]}で指定してください`,
      tooSmall: (f, n, of) => `項目 ${f} は${n}${of === 'string' ? '文字' : of === 'array' ? '件' : ''}以上で指定してください`,
      tooBig: (f, n, of) => `項目 ${f} は${n}${of === 'string' ? '文字' : of === 'array' ? '件' : ''}以下で指定してください`,
      format: (f) => `項目 ${f} の形式が正しくありません`,
      value: (f) => `項目 ${f} の値が正しくありません`,
      invalid: (f) => `項目 ${f} が正しくありません`,
      rules: {
        account: (f) => `項目 ${f} はメールアドレスまたは中国本土の携帯電話番号で指定してください`,
        password: (f) => `項目 ${f} には英字と数字をそれぞれ1文字以上含めてください`,
        agreement: (f) => `会員規約を読んで同意してください（項目 ${f}）`,
        itemSource: (f) => `cartLineIds と items のどちらか一方だけを指定してください（項目 ${f}）`,
        duplicate: (f) => `項目 ${f} は前の値と重複しています`,
        mobileOrEmpty: (f) => `項目 ${f} は中国本土の携帯電話番号（11 桁）で指定するか、空欄にしてください`,
        emailOrEmpty: (f) => `項目 ${f} は正しいメールアドレスで指定するか、空欄にしてください`,
      },
    },
  },
  ko: {
    badRequest: '잘못된 요청입니다',
    invalidJson: '요청 본문이 올바른 JSON이 아닙니다',
    unsupportedMediaType: '지원하지 않는 콘텐츠 유형입니다',
    payloadTooLarge: '요청 본문이 너무 큽니다',
    notFound: '요청한 리소스를 찾을 수 없습니다',
    // study zone (content)
    articleNotFound: '이 글은 존재하지 않거나 게시가 중단되었습니다',
    fileNotFound: '이 파일은 존재하지 않거나 삭제되었습니다',
    forbidden: '이 작업을 수행할 권한이 없습니다',
    secondFactorRequired: '이 작업은 인증 앱 코드로 직원 로그인이 필요합니다',
    secondFactorNeeded: '인증 앱의 6자리 코드를 입력해 주세요',
    secondFactorEnrol: '직원 계정은 인증 앱 등록이 필요합니다. 코드를 스캔하거나 키를 입력한 뒤 6자리 코드를 입력해 주세요',
    secondFactorWrong: '코드가 올바르지 않거나 이미 사용되었습니다',
    secondFactorExpired: '로그인 시간이 초과되었습니다. 계정과 비밀번호를 다시 입력해 주세요',
    accountNotFound: '해당 계정이 없습니다. 먼저 회원가입을 요청해 주세요',
    lastAdmin: '마지막 관리자 계정이므로 관리자 권한을 해제할 수 없습니다',
    enrolmentCodeWrong: '등록 코드가 올바르지 않거나 만료되었습니다. 관리자에게 새 코드를 요청하세요',
    internal: '서버 내부 오류입니다. 잠시 후 다시 시도해 주세요',
    unavailable: '서비스를 일시적으로 사용할 수 없습니다. 잠시 후 다시 시도해 주세요',
    heavyWorkTooLong: '처리 시간이 한도를 넘어 중단되었으며 아무것도 저장되지 않았습니다. 파일을 나누거나 잠시 후 다시 시도해 주세요',
    heavyWorkTooLarge: '처리에 필요한 메모리가 한도를 넘어 중단되었으며 아무것도 저장되지 않았습니다. 파일을 나누어 다시 시도해 주세요',
    heavyWorkBusy: '다른 대용량 작업을 처리하고 있습니다. 잠시 후 다시 시도해 주세요',
    reportRangeInvalid: '기간이 올바르지 않습니다. 시작일과 종료일을 YYYY-MM-DD 형식으로 입력하세요',
    reportRangeOrder: '시작일은 종료일보다 늦을 수 없습니다',
    reportRangeTooLong: '보고서 기간은 최대 24개월입니다. 기간을 줄여 주세요',
    reportDimensionUnknown: '지원하지 않는 구분입니다. 목록의 값 중에서 선택하세요',
    unauthorized: '로그인하지 않았거나 로그인이 만료되었습니다. 다시 로그인해 주세요',
    invalidCredentials: '계정 또는 비밀번호가 올바르지 않습니다',
    tooManyAttempts: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요',
    wrongPassword: '현재 비밀번호가 올바르지 않습니다',
    samePassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다',
    registered: '이 계정을 등록할 수 있다면 지금 등록되었습니다. 로그인해 주세요',
    signedIn: '로그인되었습니다',
    signedOut: '로그아웃되었습니다',
    passwordChanged: '비밀번호가 변경되었습니다. 다른 기기의 로그인은 종료되었습니다',
    resetRequested: '이 이메일 주소로 가입된 계정이 있다면 새 비밀번호를 설정하는 링크를 보냈습니다(30분간 유효). 받지 못했다면 스팸함을 확인하세요.',
    resetRequestedMobile: '이 쇼핑몰은 문자 메시지를 보낼 수 없습니다. 이 휴대폰 번호로 가입된 계정의 프로필에 연락용 이메일이 있다면 그 주소로 링크를 보냈습니다. 없다면 고객센터에 문의하세요.',
    resetLinkInvalid: '유효하지 않은 링크입니다(링크는 30분 동안 한 번만, 가장 최근에 받은 것만 쓸 수 있습니다). 다시 요청해 주세요',
    passwordReset: '새 비밀번호가 설정되었습니다. 다른 기기의 로그인은 종료되었습니다',
    cartFull: '장바구니에는 최대 100종의 상품을 담을 수 있습니다. 먼저 주문하거나 일부를 삭제해 주세요',
    cartItemOffSale: '판매가 중지된 상품입니다',
    cartItemOutOfStock: '품절된 상품입니다(항목 quantity는 최대 0)',
    cartPartlyAdded: '일부 상품을 장바구니에 담지 못했습니다',
    addressLimit: '배송지는 최대 20개까지 저장할 수 있습니다. 사용하지 않는 주소를 먼저 삭제하세요',
    lineUnavailable: '일부 상품이 판매 중지되었거나 재고가 부족합니다. 조정 후 다시 시도하세요',
    priceChanged: '주문 금액이 변경되었습니다. 새 금액을 확인한 후 다시 확정하세요',
    couponUnavailable: '이 쿠폰은 이미 사용되었거나 이 주문에 적용할 수 없습니다',
    idempotencyMismatch: '이 요청 키는 다른 주문 내용에 이미 사용되었습니다. 페이지를 새로 고친 후 다시 시도하세요',
    orderStateChanged: '주문 상태가 변경되어 이 작업을 할 수 없습니다',
    orderNotPayable: '이 주문은 결제가 필요 없거나 더 이상 결제할 수 없습니다',
    notificationRejected: '결제 알림 검증에 실패했습니다',
    pointsInsufficient: '포인트가 부족합니다',
    labGroupForbidden: '이 연구 그룹에서의 역할로는 할 수 없는 작업입니다',
    statementMonthInvalid: '월이 올바르지 않습니다. YYYY-MM 형식으로 입력하세요(예: 2026-10)',
    statementMonthFuture: '아직 시작되지 않은 달의 명세서는 없습니다',
    statementMonthBeforeGroup: '그 달에는 연구 그룹이 아직 만들어지지 않았습니다',
    spendingRangeOrder: '시작 월은 종료 월보다 늦을 수 없습니다',
    spendingRangeTooLong: '지출 집계는 최대 24개월입니다. 기간을 줄여 주세요',
    labGroupApprovalRequired: '이 주문은 연구 그룹의 승인이 필요합니다',
    approvalNotNeeded: '이 주문은 승인이 필요 없습니다. 바로 주문하세요',
    approvalNoDecider: '이 요청을 승인할 수 있는 다른 구성원이 없습니다. 소유자에게 승인자 추가나 예산 증액을 요청하세요',
    approvalSelf: '본인이 올린 요청은 결정할 수 없습니다',
    approvalDecided: '이미 처리된 요청입니다',
    approvalRequesterLeft: '요청자가 그룹을 떠나 요청이 취소되었고 예약된 예산이 해제되었습니다',
    approvalTotalChanged: '요청 금액이 바뀌었습니다. 새 금액을 확인한 뒤 승인하세요',
    budgetExceeded: '예산 잔액이 이 주문 금액보다 부족합니다',
    termsUnavailable: '이 연구 그룹에는 외상 결제 조건이 없습니다. 온라인으로 결제해 주세요',
    termsCreditLimitExceeded: '이 주문은 연구 그룹의 외상 신용 한도를 초과합니다',
    termsOverdue: '연구 그룹에 기한이 지난 미지급 청구가 있어 지급 전까지 외상 주문을 할 수 없습니다',
    termsGroupUnverified: '확인된 연구 그룹만 외상 결제 조건을 받을 수 있습니다',
    budgetUnavailable: '이 예산은 비활성 상태이거나 기간이 아닙니다',
    budgetBelowUsed: '예산 금액은 예약 및 사용 금액의 합보다 작을 수 없습니다',
    budgetCodeTaken: '이 연구 그룹에 같은 코드의 예산이 이미 있습니다',
    labGroupLastOwner: '연구 그룹에는 최소 한 명의 소유자가 있어야 합니다',
    labGroupAlreadyMember: '이미 이 연구 그룹의 구성원입니다',
    labInviteUnknown: '초대 링크가 잘못되었거나 취소되었습니다',
    labInviteExpired: '초대가 만료되었습니다. 소유자에게 다시 초대를 요청하세요',
    labInviteUsed: '이미 사용된 초대 링크입니다',
    invoiceTitleLimit: '이 연구 그룹의 세금계산서 정보가 한도에 도달했습니다',
    regulatedNeedsGroup: '규제 화학물질은 확인된 연구 그룹 명의로만 구매할 수 있으며 개인 주문은 불가합니다',
    regulatedGroupUnverified: '이 연구 그룹의 소속 기관이 확인되지 않아 규제 화학물질을 구매할 수 없습니다',
    regulatedPermitMissing: '이 연구 그룹에는 해당 등급의 규제 화학물질에 대한 유효한 허가증이 없습니다(또는 만료됨)',
    endUseRequired: '규제 화학물질을 구매하려면 최종 용도 신고(10~500자)가 필요합니다',
    verificationPending: '이 연구 그룹에는 이미 심사 대기 중인 서류가 있습니다',
    verificationDecided: '이 서류는 이미 심사되었습니다',
    registerRangeTooLong: '판매 대장은 최대 366일까지 내보낼 수 있습니다. 기간을 줄여 주세요',
    emptyOrder: '상품을 하나 이상 선택하세요',
    productOffSale: '판매가 종료된 상품입니다',
    partlyDone: '처리되었지만 일부 항목은 처리할 수 없었습니다',
    reviewNotPurchased: '이 상품을 구매한 고객만 리뷰를 작성할 수 있습니다',
    reviewExists: '이미 이 상품의 리뷰를 작성했습니다',
    tooManyReviews: '리뷰를 너무 많이 작성했습니다. 잠시 후 다시 시도해 주세요',
    // --- help-service (issue 13) ---
    helpVoterMissing: "게스트 투표에는 voterId가 필요합니다",
    formInvalid: "표시된 항목을 수정한 후 다시 보내 주세요",
    formClosed: "이 양식은 더 이상 접수하지 않습니다",
    formKeyTaken: "다른 양식이 이미 이 양식 키를 사용하고 있습니다",
    formNotEditable: "콘솔에서는 활동 양식만 편집할 수 있습니다",
    tooManySubmissions: "제출이 너무 많습니다. 잠시 후 다시 시도해 주세요",
    formFieldAgreement: "\"{field}\"을(를) 읽고 동의해 주세요",
    formFieldFileType: "\"{field}\"에는 JPG, PNG, WebP 이미지 또는 PDF 파일만 첨부할 수 있습니다",
    formFieldImageType: "\"{field}\"에는 JPG, PNG, WebP 이미지만 첨부할 수 있습니다",
    formFieldFileSize: "\"{field}\"의 파일이 너무 큽니다",
    formFieldOption: "\"{field}\"에 제공되지 않는 선택지가 있습니다",
    formFieldPattern: "\"{field}\"의 형식이 올바르지 않습니다",
    afterSalesNotEligible: "결제된 주문만 A/S를 신청할 수 있습니다",
    afterSalesOpen: "선택한 상품에 이미 처리 중인 A/S 신청이 있습니다",
    afterSalesTransition: "현재 상태에서는 해당 상태로 변경할 수 없습니다",
    // --- end help-service ---
    // Points mall (issue 11).
    pointsOutOfStock: '재고가 부족합니다',
    pointsLimitReached: '이 상품의 교환 한도에 도달했습니다',
    pointsOffSale: '판매가 종료되었거나 교환 기간이 아닌 상품입니다',
    pointsAddressRequired: '배송지를 선택해 주세요',
    pointsTaskNotDone: '아직 완료되지 않은 과제입니다',
    pointsTaskAlreadyDone: '이번 기간의 과제 포인트를 이미 받았습니다',
    quotationExpired: '견적 유효기간이 지났습니다. 다시 견적을 요청해 주세요',
    quotationStateChanged: "견적 상태가 변경되어 이 작업을 할 수 없습니다",
    quotationWithdrawn: '상점이 이 견적을 철회하여 더 이상 수락할 수 없습니다. 필요하면 다시 견적을 요청해 주세요',
    quotationValidityPast: '유효 기한은 오늘(중국 시간) 이후여야 합니다',
    quotationPricesMismatch: '요청된 SKU마다 단가를 하나씩 입력하고, 요청에 없는 SKU는 넣지 마세요',
    quotationTotalTooLarge: '합계 금액이 시스템에 기록할 수 있는 한도를 넘습니다. 여러 견적으로 나누어 주세요',
    labListLimit: '한도에 도달했습니다',
    labListImportInvalid: '파일에 가져올 수 없는 행이 있어 아무것도 가져오지 않았습니다',
    labListFileUnreadable: '파일을 읽을 수 없습니다. CSV(UTF-8) 또는 XLSX 파일을 올려 주세요',
    catalogueImportRefused: '검사에서 거부된 행이 있습니다. 파일을 고친 뒤 다시 검사해 주세요',
    catalogueImportStale: '검사 후 카탈로그가 변경되어 아무것도 가져오지 않았습니다. 파일을 다시 검사해 주세요',
    catalogueImportGone: '이 검사 결과는 이미 가져왔거나 만료되었습니다. 파일을 다시 검사해 주세요',
    staleRecord: '다른 사람이 이 기록을 변경했습니다. 새로 고친 후 다시 편집해 주세요',
    releaseArchiveInvalid: '릴리스 아카이브가 올바르지 않습니다',
    releaseGateFailed: '이 버전은 릴리스 검사를 통과하지 못했습니다',
    releaseExists: '이 버전은 다른 내용으로 이미 게시되었습니다. 버전을 올려 주세요',
    publishKeyInvalid: '게시 키가 올바르지 않습니다',
    releaseChangeRefused: '이 버전 변경을 수행할 수 없습니다',
    stockWouldGoNegative: '재고는 0보다 작을 수 없습니다',
    categoryInUse: '이 카테고리에 상품이나 하위 카테고리가 있습니다',
    categoryParentInvalid: '카테고리는 최상위 카테고리 아래에만 둘 수 있습니다',
    productCategoryInvalid: '상품은 하위 카테고리에 등록해야 합니다',
    skuCodeTaken: '다른 SKU가 이미 이 코드를 사용합니다',
    pointsCodeTaken: '다른 포인트 상품 또는 캠페인이 이미 이 코드를 사용합니다',
    lotNumberTaken: '다른 로트가 이미 이 번호를 사용합니다',
    articleSlugTaken: '다른 글이 이미 이 URL 이름을 사용합니다',
    helpCategorySlugTaken: '다른 도움말 그룹이 이미 이 슬러그를 사용합니다',
    helpCategoryInUse: '이 그룹에 아직 질문이 있습니다. 먼저 질문을 옮기거나 삭제해 주세요',
    articleIncomplete: '게시하기 전에 중국어 제목과 본문을 작성해 주세요',
    contentFileType: '이 파일 형식은 사용할 수 없습니다: 첨부는 PDF 또는 이미지, 표지는 PNG·JPEG·WebP 이미지, 동영상은 MP4 또는 WebM입니다',
    lotQuantityTooSmall: '수량은 이 로트에서 이미 출고된 수량보다 적을 수 없습니다',
    hazardCodeUnknown: '알 수 없는 유해·위험 문구 코드입니다',
    notAnImage: 'PNG, JPEG 또는 WebP 이미지를 올려 주세요',
    imageTooLarge: '이미지의 화소가 너무 많습니다(최대 4,000만 화소)',
    imageUnknown: '이미지 주소가 올바르지 않습니다. 먼저 이미지를 올려 주세요',
    relatedProductSelf: '상품 자신을 함께 구매하는 상품으로 지정할 수 없습니다',
    relatedProductUnknown: '함께 구매하는 상품 중 존재하지 않는 상품이 있습니다. 새로 고친 후 다시 선택해 주세요',
    orderNotShippable: '결제 완료(발송 대기) 주문만 발송할 수 있습니다',
    orderNotUnpaid: '결제 대기 중인 주문만 취소하거나 계좌이체를 확인할 수 있습니다',
    orderNotRefundable: '결제 완료, 발송 또는 완료된 주문만 환불할 수 있습니다',
    field: {
      required: (f) => `필수 항목 ${f}이(가) 없습니다`,
      unknown: (f) => `허용되지 않는 항목 ${f}입니다`,
      type: (f, t) => `항목 ${f}에는 ${koTypes[t]} 값이 필요합니다`,
      tooSmall: (f, n, of) => `항목 ${f}은(는) ${n}${of === 'string' ? '자' : of === 'array' ? '개' : ''} 이상이어야 합니다`,
      tooBig: (f, n, of) => `항목 ${f}은(는) ${n}${of === 'string' ? '자' : of === 'array' ? '개' : ''} 이하여야 합니다`,
      format: (f) => `항목 ${f}의 형식이 올바르지 않습니다`,
      value: (f) => `항목 ${f}의 값이 올바르지 않습니다`,
      invalid: (f) => `항목 ${f}이(가) 올바르지 않습니다`,
      rules: {
        account: (f) => `항목 ${f}은(는) 이메일 주소 또는 중국 본토 휴대폰 번호여야 합니다`,
        password: (f) => `항목 ${f}에는 영문자와 숫자가 각각 하나 이상 있어야 합니다`,
        agreement: (f) => `회원 약관을 읽고 동의해 주세요(항목 ${f})`,
        itemSource: (f) => `cartLineIds와 items 중 하나만 보내 주세요(항목 ${f})`,
        duplicate: (f) => `항목 ${f}이(가) 앞의 값과 중복됩니다`,
        mobileOrEmpty: (f) => `항목 ${f}은(는) 중국 본토 휴대폰 번호(11자리)이거나 비어 있어야 합니다`,
        emailOrEmpty: (f) => `항목 ${f}은(는) 올바른 이메일 주소이거나 비어 있어야 합니다`,
      },
    },
  },
};
