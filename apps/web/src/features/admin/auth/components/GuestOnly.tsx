import { PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAccessToken } from '../lib/access-token';

/** /admin/login is shown only when no token is stored; otherwise go to /admin/users (product spec section 2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  if (token) return <Navigate to={PAGES.adminUsers} replace />;
  return <>{children}</>;
}

/** The admin area requires a stored token; otherwise go to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  if (!token) return <Navigate to={PAGES.adminLogin} replace />;
  return <>{children}</>;
}
