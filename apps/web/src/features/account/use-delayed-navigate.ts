// SPEC section 4: after a login or signup the toast shows and the page moves on 2.5 s later; the pending move
// is dropped if the page goes away first.
import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

export const redirectDelayMs = 2500;

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, options?: NavigateOptions, delayMs = redirectDelayMs) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), Math.max(0, delayMs));
    },
    [navigate],
  );
}
