import type { LocalizedText } from '../../i18n/language';

/** The tests a certificate of analysis reports, named in the shop's four languages. */
export const lotTestNames: Record<string, LocalizedText> = {
  appearance: { zh: '外观', en: 'Appearance', ja: '外観', ko: '외관' },
  assay: { zh: '含量（纯度）', en: 'Assay (purity)', ja: '純度', ko: '순도' },
  water: { zh: '水分', en: 'Water content', ja: '水分', ko: '수분' },
  freeAcid: { zh: '游离酸（以 HF 计）', en: 'Free acid (as HF)', ja: '遊離酸（HF として）', ko: '유리산(HF 기준)' },
  conductivity: { zh: '电导率（25 °C）', en: 'Conductivity (25 °C)', ja: '導電率（25 °C）', ko: '전도도(25 °C)' },
  density: { zh: '密度（25 °C）', en: 'Density (25 °C)', ja: '密度（25 °C）', ko: '밀도(25 °C)' },
  color: { zh: '色度', en: 'Colour (APHA)', ja: '色度（APHA）', ko: '색도(APHA)' },
  metals: { zh: '金属杂质（Fe、Na、K 等）', en: 'Metal impurities (Fe, Na, K …)', ja: '金属不純物（Fe、Na、K など）', ko: '금속 불순물(Fe, Na, K 등)' },
};

/** Values that are words rather than figures (an appearance, a verdict), in four languages. */
export const lotTestWords: Record<string, LocalizedText> = {
  clearLiquid: { zh: '无色至淡黄色透明液体', en: 'Colourless to pale yellow clear liquid', ja: '無色～淡黄色透明液体', ko: '무색~연황색 투명 액체' },
  whitePowder: { zh: '白色结晶性粉末', en: 'White crystalline powder', ja: '白色結晶性粉末', ko: '백색 결정성 분말' },
  conforms: { zh: '符合', en: 'Conforms', ja: '適合', ko: '적합' },
};
