import { PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAccessToken } from './hooks/useAccessToken';

/** The admin area requires a stored token; otherwise go to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  if (!token) return <Navigate to={PAGES.adminLogin} replace />;
  return <>{children}</>;
}
