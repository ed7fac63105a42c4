import { clearAdminStorage } from '../lib/access-token';

/**
 * Ends the admin session: clears local storage (product spec section 4).
 * The caller then goes to /admin/login (see useLogout).
 *
 * TODO(api): call POST API.user.logout (with credentials) before clearing, so the server
 * revokes the refresh cookie. Clearing must still happen when that call fails.
 */
export async function logout(): Promise<void> {
  clearAdminStorage();
}
