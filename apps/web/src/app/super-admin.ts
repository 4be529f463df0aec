const SUPER_ADMIN_KEY = 'academy.superAdmin';

/**
 * Spec section 2: a URL query `SuperAdmin=TRUE` switches the super-admin flag on for this browser.
 * The spec names nothing that reads the flag yet; the area that needs it reads this key.
 */
export function rememberSuperAdminFlag(search: string): void {
  if (new URLSearchParams(search).get('SuperAdmin') === 'TRUE') localStorage.setItem(SUPER_ADMIN_KEY, '1');
}
