import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { clearFallbackQueryCache } from '@labmall/shared/data/query-cache-context';

// Unmount what each component test rendered so tests never see each other's DOM, or each other's answers.
afterEach(() => {
  cleanup();
  clearFallbackQueryCache();
});
