import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '#src/features/auth/reset-password-form';
import { AuthPage } from '#src/features/auth/auth-page';
import { pageHead } from '#src/lib/seo';
import { adminStylesheet } from '#src/features/admin/admin-stylesheet';
import { MantineScope } from '#src/lib/mantine-scope';

export const Route = createFileRoute('/admin/reset-password')({
  head: ({ match }) => {
    const head = pageHead(match, {
      title: 'Choose a new password',
      description: 'Staff password reset.',
      noindex: true,
    });
    // The link's secret is in the fragment, never sent; no Referer leaves this page either way.
    return {
      ...head,
      meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }],
      links: [...head.links, adminStylesheet],
    };
  },
  component: () => (
    <MantineScope>
      <AuthPage>
        <ResetPasswordForm />
      </AuthPage>
    </MantineScope>
  ),
});
