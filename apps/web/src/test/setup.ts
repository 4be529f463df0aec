// The component tests' set-up: Testing Library's matchers (toBeChecked, toHaveAccessibleDescription…),
// and each test's rendering removed after it so the next starts from an empty page.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
