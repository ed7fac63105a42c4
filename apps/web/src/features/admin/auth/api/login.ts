import { type AccessTokenResponse, API, type LoginRequest } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';
import { setAccessToken } from '../../shared/lib/access-token';

/** POST /api/user/admin/login; stores the access token (the refresh cookie is set by the server). */
export async function login(body: LoginRequest): Promise<string> {
  const { data } = await apiClient.post<AccessTokenResponse>(API.user.login, body);
  checkBody('accessTokenResponseSchema', data, `POST ${API.user.login}`);
  setAccessToken(data.accessToken);
  return data.accessToken;
}
