// The component tests' set-up: Testing Library's matchers (toBeChecked, toHaveAccessibleDescription…),
// and each test's rendering removed after it so the next starts from an empty page.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(cleanup);

// Testing Library moves a fake clock on after each user action only when it sees Jest's: under
// vi.useFakeTimers() it would wait for a timer that never fires. It finds this one instead.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
