import { useRouter } from '@tanstack/react-router';
import { clearPublicApiCache } from '#src/lib/public-api';

/**
 * Reads the family's order again after something changed it (opened, approved, closed): the page
 * loads it through its loader (decision 229), so the loader runs again, past the browser's
 * one-minute memory of answers.
 */
export function useRefreshFamily() {
  const router = useRouter();
  return async () => {
    clearPublicApiCache();
    await router.invalidate();
  };
}
