import { apiFileUrl } from '@labmall/shared/api/api-file-url';

/** The product's SDS PDF in one language (`apiLang` is the API's language code). */
export const sdsUrl = (productId: number, apiLang: string) =>
  apiFileUrl(`/api/safety/sds?${new URLSearchParams({ productId: String(productId), lang: apiLang }).toString()}`);
