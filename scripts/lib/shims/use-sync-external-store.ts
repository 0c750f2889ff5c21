// react-i18next still imports `use-sync-external-store/shim`, a polyfill for React < 18 (2.9 KB gzip on every
// first load). React 19 has the hook itself: the builds alias the shim to this re-export (rspack.base.ts).
export { useSyncExternalStore } from 'react';
