import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { returnTargetFrom } from '../route-paths.ts';

/** Spec 9: the page reloads 500 ms after logging in. */
export const loginReloadDelayMs = 500;

/**
 * After logging in or signing up: go to the return target (the `next` parameter, default /),
 * then reload 500 ms later so that every part of the page starts over as the new user.
 */
export function useReturnAfterLogin(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(() => {
    void navigate(returnTargetFrom(searchParams), { replace: true });
    setTimeout(() => window.location.reload(), loginReloadDelayMs);
  }, [navigate, searchParams]);
}
