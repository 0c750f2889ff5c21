import type { Lang } from '../../i18n/language';

/** Why a row (or the file) cannot be imported. The row and column are separate fields of the report. */
export type RefusalCode =
  | 'missing'
  | 'tooLong'
  | 'notInteger'
  | 'badPrice'
  | 'badCas'
  | 'badStatus'
  | 'badBoolean'
  | 'badCode'
  | 'badText'
  | 'unknownCategory'
  | 'unknownProduct'
  | 'newProductRef'
  | 'duplicateSku'
  | 'productDiffers'
  | 'skuElsewhere'
  | 'missingColumn'
  | 'noRows'
  | 'tooManyRows';

export type RefusalParams = { value?: string; row?: number; limit?: number };

/** One sentence per kind of refusal, in the staff member's language. */
export const refusalMessages: Record<Lang, Record<RefusalCode, (p: RefusalParams) => string>> = {
  zh: {
    missing: () => '不能为空',
    tooLong: (p) => `最多 ${p.limit} 个字符`,
    notInteger: (p) => `“${p.value}” 不是 0 到 ${p.limit} 之间的整数`,
    badPrice: (p) => `“${p.value}” 不是有效金额：应为大于 0 的元金额，最多两位小数`,
    badCas: (p) => `“${p.value}” 不是有效的 CAS 号（格式或校验位错误）`,
    badStatus: (p) => `“${p.value}” 无效：应为 on_sale 或 off_sale`,
    badBoolean: (p) => `“${p.value}” 无效：应为 true 或 false`,
    badCode: (p) => `货号 “${p.value}” 只能包含字母、数字和 . _ - /`,
    badText: (p) => `“${p.value}” 含有不允许的字符（如控制字符）`,
    unknownCategory: (p) => `分类 ${p.value} 不存在或不是二级分类`,
    unknownProduct: (p) => `商品 ${p.value} 不存在：新商品的 product_id 留空并填写 new_product_ref`,
    newProductRef: () => '新商品的 product_id 留空并填写 new_product_ref（相同引用的行属于同一新商品）；已有商品只填 product_id',
    duplicateSku: (p) => `货号 “${p.value}” 与第 ${p.row} 行重复`,
    productDiffers: (p) => `同一商品的商品列与第 ${p.row} 行不一致`,
    skuElsewhere: (p) => `该货号属于商品 ${p.value}`,
    missingColumn: (p) => `缺少列 ${p.value}`,
    noRows: () => '文件中没有可导入的行',
    tooManyRows: (p) => `行数过多：最多 ${p.limit} 行`,
  },
  en: {
    missing: () => 'Required',
    tooLong: (p) => `At most ${p.limit} characters`,
    notInteger: (p) => `“${p.value}” is not a whole number from 0 to ${p.limit}`,
    badPrice: (p) => `“${p.value}” is not a price: yuan above 0, at most two decimals`,
    badCas: (p) => `“${p.value}” is not a valid CAS number (format or check digit)`,
    badStatus: (p) => `“${p.value}” must be on_sale or off_sale`,
    badBoolean: (p) => `“${p.value}” must be true or false`,
    badCode: (p) => `The SKU code “${p.value}” may hold only letters, digits and . _ - /`,
    badText: (p) => `“${p.value}” holds characters that are not allowed (such as control characters)`,
    unknownCategory: (p) => `No sub-category has the id ${p.value}`,
    unknownProduct: (p) => `No product has the id ${p.value}: for a new product leave product_id blank and fill new_product_ref`,
    newProductRef: () => 'A new product has a blank product_id and a new_product_ref (rows with the same one are one product); a stored product has its product_id only',
    duplicateSku: (p) => `The SKU code “${p.value}” is already on row ${p.row}`,
    productDiffers: (p) => `The product's columns differ from row ${p.row} of the same product`,
    skuElsewhere: (p) => `This SKU code belongs to product ${p.value}`,
    missingColumn: (p) => `The column ${p.value} is missing`,
    noRows: () => 'The file has no rows to import',
    tooManyRows: (p) => `Too many rows: at most ${p.limit}`,
  },
  ja: {
    missing: () => '必須です',
    tooLong: (p) => `最大 ${p.limit} 文字です`,
    notInteger: (p) => `「${p.value}」は 0～${p.limit} の整数ではありません`,
    badPrice: (p) => `「${p.value}」は価格として正しくありません（0 より大きい元の金額、小数は 2 桁まで）`,
    badCas: (p) => `「${p.value}」は有効な CAS 番号ではありません（形式またはチェックディジット）`,
    badStatus: (p) => `「${p.value}」は on_sale または off_sale でなければなりません`,
    badBoolean: (p) => `「${p.value}」は true または false でなければなりません`,
    badCode: (p) => `品番「${p.value}」に使えるのは英数字と . _ - / だけです`,
    badText: (p) => `「${p.value}」に使えない文字（制御文字など）が含まれています`,
    unknownCategory: (p) => `サブカテゴリ ${p.value} は存在しません`,
    unknownProduct: (p) => `商品 ${p.value} は存在しません。新しい商品は product_id を空にして new_product_ref を入力してください`,
    newProductRef: () => '新しい商品は product_id を空にして new_product_ref を入力します（同じ参照の行は同じ商品）。既存の商品は product_id だけです',
    duplicateSku: (p) => `品番「${p.value}」は ${p.row} 行目と重複しています`,
    productDiffers: (p) => `同じ商品の商品列が ${p.row} 行目と一致しません`,
    skuElsewhere: (p) => `この品番は商品 ${p.value} のものです`,
    missingColumn: (p) => `列 ${p.value} がありません`,
    noRows: () => 'ファイルに取り込める行がありません',
    tooManyRows: (p) => `行が多すぎます（最大 ${p.limit} 行）`,
  },
  ko: {
    missing: () => '필수 항목입니다',
    tooLong: (p) => `최대 ${p.limit}자입니다`,
    notInteger: (p) => `“${p.value}”은(는) 0~${p.limit}의 정수가 아닙니다`,
    badPrice: (p) => `“${p.value}”은(는) 올바른 가격이 아닙니다(0보다 큰 위안 금액, 소수 둘째 자리까지)`,
    badCas: (p) => `“${p.value}”은(는) 올바른 CAS 번호가 아닙니다(형식 또는 검증 숫자)`,
    badStatus: (p) => `“${p.value}”은(는) on_sale 또는 off_sale이어야 합니다`,
    badBoolean: (p) => `“${p.value}”은(는) true 또는 false여야 합니다`,
    badCode: (p) => `품번 “${p.value}”에는 영문자, 숫자와 . _ - / 만 쓸 수 있습니다`,
    badText: (p) => `“${p.value}”에 허용되지 않는 문자(제어 문자 등)가 있습니다`,
    unknownCategory: (p) => `하위 분류 ${p.value}이(가) 없습니다`,
    unknownProduct: (p) => `상품 ${p.value}이(가) 없습니다. 새 상품은 product_id를 비우고 new_product_ref를 입력하세요`,
    newProductRef: () => '새 상품은 product_id를 비우고 new_product_ref를 입력합니다(같은 참조의 행은 한 상품). 기존 상품은 product_id만 씁니다',
    duplicateSku: (p) => `품번 “${p.value}”이(가) ${p.row}행과 중복됩니다`,
    productDiffers: (p) => `같은 상품의 상품 열이 ${p.row}행과 다릅니다`,
    skuElsewhere: (p) => `이 품번은 상품 ${p.value}의 것입니다`,
    missingColumn: (p) => `${p.value} 열이 없습니다`,
    noRows: () => '파일에 가져올 행이 없습니다',
    tooManyRows: (p) => `행이 너무 많습니다(최대 ${p.limit}행)`,
  },
};
