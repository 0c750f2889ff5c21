import { describe, expect, it } from 'vitest';
import { fontRuns } from './font-runs';

describe('fontRuns', () => {
  it('sets text without Hangul in one SC run, whatever its script', () => {
    expect(fontRuns('报价单 Quotation 見積書 ≤ 20 ppm')).toEqual([{ text: '报价单 Quotation 見積書 ≤ 20 ppm', family: 'sc' }]);
  });

  it('sets Hangul and Latin in KR and the Chinese or Japanese parts between them in SC', () => {
    expect(fontRuns('구매 기관: 清华大学 (Lab 3)')).toEqual([
      { text: '구매 기관: ', family: 'kr' },
      { text: '清华大学', family: 'sc' },
      { text: ' (Lab 3)', family: 'kr' },
    ]);
  });
});
