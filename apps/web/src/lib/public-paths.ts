/** Routes open without a session (spec section 2, Navigation rules). */
export const PUBLIC_PATHS = [
  '/maintenance',
  '/login',
  '/recovery',
  '/verify-code',
  '/reset',
  '/register',
  '/privacy-policy',
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
