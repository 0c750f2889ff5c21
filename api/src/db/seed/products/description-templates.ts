import type { Lang } from '../../../i18n/language';
import type { Kind } from './catalog-types';

/** The pieces of a description, already in the template's language. */
export type Parts = {
  name: string;
  brand: string;
  country: string;
  /** "（LiPF6，CAS 21324-40-3）" or '' for products that are not chemicals. */
  ident: string;
  purity: string;
  use: string;
  /** The product's own sentence, or ''. */
  note: string;
  storage: string;
  figures: string;
  /** The SKUs' specifications, listed. */
  options: string;
  /** More than one SKU: worth naming the choices. */
  choice: boolean;
  warranty: number;
};

type Template = (p: Parts) => string;
const gap = (text: string) => (text ? `${text} ` : '');

/** One template per kind and language, written to read as a shop's own copy in each language. */
export const templates: Record<Kind, Record<Lang, Template>> = {
  chem: {
    zh: (p) =>
      `${p.name}${p.ident}由 ${p.brand}（${p.country}）生产${p.purity ? `，纯度 ${p.purity}` : ''}。${p.use}${p.note}` +
      `主要指标：${p.figures}。每批次均附检测报告（COA）。${p.storage}可选规格：${p.options}。`,
    en: (p) =>
      `${p.name}${p.ident} from ${p.brand} (${p.country})${p.purity ? `, purity ${p.purity}` : ''}. ` +
      `${p.use} ${gap(p.note)}Key figures: ${p.figures}. Every lot ships with a certificate of analysis. ` +
      `${p.storage} Available as ${p.options}.`,
    ja: (p) =>
      `${p.brand}（${p.country}）製の${p.name}${p.ident}です${p.purity ? `。純度は${p.purity}` : ''}。${p.use}${p.note}` +
      `主な仕様：${p.figures}。ロットごとに試験成績書（COA）を添付しています。${p.storage}包装：${p.options}。`,
    ko: (p) =>
      `${p.name}${p.ident} — ${p.brand}(${p.country}) 제조${p.purity ? `, 순도 ${p.purity}` : ''}. ${p.use} ${gap(p.note)}` +
      `주요 사양: ${p.figures}. 로트마다 시험성적서(COA)가 함께 제공됩니다. ${p.storage} 포장 단위: ${p.options}.`,
  },
  equip: {
    zh: (p) =>
      `${p.name}由 ${p.brand}（${p.country}）制造。${p.use}${p.note}主要参数：${p.figures}。` +
      `${p.choice ? `可选配置：${p.options}。` : ''}提供安装调试与操作培训，整机质保 ${p.warranty} 年。`,
    en: (p) =>
      `${p.name} — built by ${p.brand} (${p.country}). ${p.use} ${gap(p.note)}Key figures: ${p.figures}. ` +
      `${p.choice ? `Available as ${p.options}. ` : ''}Installation, commissioning and operator training are included, ` +
      `with a ${p.warranty}-year warranty.`,
    ja: (p) =>
      `${p.brand}（${p.country}）製の${p.name}です。${p.use}${p.note}主な仕様：${p.figures}。` +
      `${p.choice ? `構成：${p.options}。` : ''}据付・立上げと操作トレーニングを含み、保証期間は${p.warranty}年です。`,
    ko: (p) =>
      `${p.name} — ${p.brand}(${p.country}) 제조. ${p.use} ${gap(p.note)}주요 사양: ${p.figures}. ` +
      `${p.choice ? `구성: ${p.options}. ` : ''}설치·시운전과 운용 교육이 포함되며 보증 기간은 ${p.warranty}년입니다.`,
  },
  cons: {
    zh: (p) =>
      `${p.name}，${p.brand}（${p.country}）出品。${p.use}${p.note}规格参数：${p.figures}。` +
      `可选包装：${p.options}。每批产品出厂前均经过检验。`,
    en: (p) =>
      `${p.name} from ${p.brand} (${p.country}). ${p.use} ${gap(p.note)}Specifications: ${p.figures}. ` +
      `Offered as ${p.options}; every batch is inspected before it leaves the factory.`,
    ja: (p) =>
      `${p.brand}（${p.country}）の${p.name}です。${p.use}${p.note}仕様：${p.figures}。` +
      `${p.options}をご用意しており、全ロットを出荷前に検査しています。`,
    ko: (p) =>
      `${p.brand}(${p.country})의 ${p.name}. ${p.use} ${gap(p.note)}사양: ${p.figures}. ` +
      `${p.options} 단위로 제공되며 모든 로트는 출고 전 검사를 거칩니다.`,
  },
};
