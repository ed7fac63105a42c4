import { PAGES } from '@seaside/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageFallback } from '@/components/ui/PageFallback';
import { useAccessToken } from '../../shared/hooks/useAccessToken';

/**
 * /admin/login is shown only when no token is stored; otherwise go to /admin/users (product spec
 * section 2). The loading fallback stays on screen until the admin area takes over (right after
 * signing in, its chunks may still be on their way).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  if (token) {
    return (
      <>
        <Navigate to={PAGES.adminUsers} replace />
        <PageFallback />
      </>
    );
  }
  return <>{children}</>;
}
