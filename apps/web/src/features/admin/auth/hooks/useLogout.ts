import { PAGES } from '@seaside/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout';

/** Returns a handler that logs out and goes to /admin/login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } finally {
      navigate(PAGES.adminLogin, { replace: true });
    }
  }, [navigate]);
}
