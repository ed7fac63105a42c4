export { login } from './api/login';
export { logout } from './api/logout';
export { AdminLoginPage } from './components/AdminLoginPage';
export { GuestOnly, RequireAdmin } from './components/GuestOnly';
export { useAccessToken } from './hooks/useAccessToken';
export { useLogout } from './hooks/useLogout';
export {
  ACCESS_TOKEN_KEY,
  clearAdminStorage,
  getAccessToken,
  removeAccessToken,
  setAccessToken,
  tokenMobileNumber,
} from './lib/access-token';
