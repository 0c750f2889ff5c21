import { describe, expect, it } from 'vitest';
import { articlePath, sectionPath } from './article-paths';

describe('articlePath', () => {
  it('puts study articles under {section}Detail and ECMT articles under the competition', () => {
    expect(articlePath('guide', 7)).toBe('/studyEnjoy/guideDetail/7');
    expect(articlePath('ecmtNotice', 3)).toBe('/studyEnjoy/ECMT/ECMTDetail/3');
    expect(articlePath('ecmtIntroduce', 4)).toBe('/studyEnjoy/ECMT/ECMTIntroduce/4');
    expect(articlePath('paper', 5)).toBeNull();
    expect(sectionPath('ecmtGlory')).toBe('/studyEnjoy/ECMT/pastGloriesCenter');
  });
});
