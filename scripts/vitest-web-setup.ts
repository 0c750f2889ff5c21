import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearFallbackQueryCache } from '@labmall/shared/data/query-cache-context';

// findBy… and waitFor wait for what the component does next, not for a time: under CI's load (two workers on two
// cores, PostgreSQL and the API tests beside them) a render after an answer has taken longer than the default
// second, so they may wait up to five before failing.
configure({ asyncUtilTimeout: 5_000 });

// Unmount what each component test rendered so tests never see each other's DOM, or each other's answers.
afterEach(() => {
  cleanup();
  clearFallbackQueryCache();
});
