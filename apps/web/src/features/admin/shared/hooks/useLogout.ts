import { PAGES } from '@seaside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout';

/** Returns a handler that logs out, forgets every cached admin query and goes to /admin/login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } finally {
      queryClient.clear();
      navigate(PAGES.adminLogin, { replace: true });
    }
  }, [navigate, queryClient]);
}
