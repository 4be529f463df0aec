import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/login',
    '/register',
    '/privacy-policy',
    '/maintenance',
    '/verify-code',
    '/certificate/verify/ABC',
    '/partners/ABC',
  ])('when the path is %s, no session is needed', (path) => expect(isPublicPath(path)).toBe(true));

  it.each([
    '/',
    '/profile',
    '/login-other',
    '/settings/users_check',
    '/certificate-generator',
    '/partners-list',
  ])('when the path is %s, a session is needed', (path) => expect(isPublicPath(path)).toBe(false));
});
