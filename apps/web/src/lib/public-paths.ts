/** Routes open without a session (spec section 2, Navigation rules). */
export const PUBLIC_PATHS = [
  '/maintenance',
  '/login',
  '/recovery',
  '/verify-code',
  '/reset',
  '/register',
  // a distributor's own entrance and its invitations
  '/join',
  '/privacy-policy',
  // what a certificate's QR code opens: anyone may check a certificate
  '/certificate/verify',
  // a distributor's public status page of its certified people, which its QR code opens
  '/partners',
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
