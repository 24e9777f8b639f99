import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '#src/components/feedback/page-spinner';
import { AccessDenied } from '#src/features/admin/access-denied';
import { AdminLayout } from '#src/features/admin/admin-layout';
import { useTRPC } from '#src/lib/trpc';
import { adminStylesheet } from '#src/features/admin/admin-stylesheet';
import { MantineScope } from '#src/lib/mantine-scope';

const ADMIN_CHECK_TIMEOUT_MS = 10_000;

/**
 * The guard of every admin screen. It only shapes what a person sees: each admin procedure
 * checks the role itself. Unsigned visitors go to the login; signed-in non-admins see Access
 * Denied. A check that fails or takes over 10 seconds counts as "not admin".
 */
export const Route = createFileRoute('/admin/_panel')({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }], links: [adminStylesheet] }),
  beforeLoad: async ({ context }) => {
    const options = context.trpc.auth.session.queryOptions();
    let session = await checkWithTimeout(context.queryClient.ensureQueryData(options));
    // Signed in but not (yet) admin: the role may have just been granted, so check once more, fresh.
    if (session.user && !session.user.isAdmin)
      session = await checkWithTimeout(context.queryClient.fetchQuery({ ...options, staleTime: 0 }));
    if (!session.user) throw redirect({ to: '/admin/login', replace: true });
    // Each screen's loader skips its data unless access is granted, so a non-admin's page makes no
    // admin request (the procedures refuse them anyway).
    return { adminAccess: session.user.isAdmin ? ('granted' as const) : ('denied' as const) };
  },
  pendingComponent: () => <PageSpinner label="Checking access..." />,
  // Every staff screen is built from Mantine components.
  component: () => (
    <MantineScope>
      <AdminPanel />
    </MantineScope>
  ),
});

type SessionAnswer = { user: { email: string; isAdmin: boolean } | null };

/** A check that fails or takes longer than 10 seconds counts as "not admin" (it is logged). */
function checkWithTimeout(check: Promise<SessionAnswer>): Promise<SessionAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Admin check timeout')), ADMIN_CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout])
    .catch((error: unknown) => {
      console.warn('Admin check failed', error);
      return { user: null };
    })
    .finally(() => clearTimeout(timer));
}

function AdminPanel() {
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.auth.session.queryOptions());
  if (isPending) return <PageSpinner label="Checking access..." />;
  if (!data?.user) return <PageSpinner label="Redirecting to sign in..." />;
  if (!data.user.isAdmin) return <AccessDenied />;
  return (
    <AdminLayout email={data.user.email}>
      <Outlet />
    </AdminLayout>
  );
}
