import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { clearFallbackQueryCache } from '@labmall/shared/data/query-cache-context';

// findBy… and waitFor wait for what the component does next, not for a time: they return as soon as it happens, so
// a long limit costs nothing when a test passes. Under load (two workers on two cores, PostgreSQL, a browser and
// another build beside them) one render after an answer took 5.5 s, past the default second and the 5 s we had:
// 15 s holds under `npm run test:stress`. Never pass a shorter `timeout` to one call.
configure({ asyncUtilTimeout: 15_000 });

// Unmount what each component test rendered so tests never see each other's DOM, or each other's answers.
afterEach(() => {
  cleanup();
  clearFallbackQueryCache();
});
