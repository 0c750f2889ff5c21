import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MarkedText } from './marked-text';

afterEach(cleanup);

describe('marked search text', () => {
  it('marks matches and shows markup in a question as text, never as elements', () => {
    const { container } = render(<p><MarkedText parts={[{ text: '<img src=x onerror=alert(1)>', match: false }, { text: 'invoice', match: true }]} /></p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('invoice');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>invoice');
  });
});
