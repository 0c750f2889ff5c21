import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount what each component test rendered so tests never see each other's DOM.
afterEach(() => cleanup());
