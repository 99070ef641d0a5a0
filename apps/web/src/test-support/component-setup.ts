// Setup of the component test project (vitest.config.ts): unmount what each test rendered and reset storage.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when the runner exposes a global afterEach; Vitest globals are off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
