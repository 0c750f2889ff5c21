import { describe, expect, it } from 'vitest';
import { isMobileUserAgent as shellDecides } from '../../../../../shell/src/routes/mobile-user-agent';
import { isMobileUserAgent } from './mobile-user-agent';

const agents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 13; SM-X700 Tablet) AppleWebKit/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
  '',
];

describe('the page cache\'s phone test', () => {
  it('decides every User-Agent as the shell\'s mobile form guard does', () => {
    expect(agents.map(isMobileUserAgent)).toEqual(agents.map(shellDecides));
    expect(agents.map(isMobileUserAgent)).toEqual([true, true, false, false, false, false]);
  });
});
