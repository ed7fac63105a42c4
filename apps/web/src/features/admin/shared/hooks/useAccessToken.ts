import { useSyncExternalStore } from 'react';
import { accessTokenStore } from '@/lib/api-client';

/** The stored admin token, re-rendering when it is set or cleared (also from another tab). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(accessTokenStore.subscribe, accessTokenStore.get, () => null);
}
