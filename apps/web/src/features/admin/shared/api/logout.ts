import { API } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';
import { clearAdminStorage } from '../lib/access-token';

/**
 * Ends the admin session: the server revokes the refresh cookie's session (POST logout, with
 * credentials), then local storage is cleared (product spec section 4) whatever the call did.
 * The caller then goes to /admin/login (see useLogout).
 */
export async function logout(): Promise<void> {
  try {
    const { data } = await apiClient.post(API.user.logout, {});
    checkBody('messageResponseSchema', data, `POST ${API.user.logout}`);
  } catch (error) {
    console.error('Logout request failed; signing out locally.', error);
  } finally {
    clearAdminStorage();
  }
}
