import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '#src/features/auth/forgot-password-form';
import { AuthPage } from '#src/features/auth/auth-page';
import { pageHead } from '#src/lib/seo';
import { adminStylesheet } from '#src/features/admin/admin-stylesheet';
import { MantineScope } from '#src/lib/mantine-scope';

export const Route = createFileRoute('/admin/forgot-password')({
  head: ({ match }) => {
    const head = pageHead(match, {
      title: 'Forgot your password?',
      description: 'Staff password reset.',
      noindex: true,
    });
    return { ...head, links: [...head.links, adminStylesheet] };
  },
  component: () => (
    <MantineScope>
      <AuthPage>
        <ForgotPasswordForm />
      </AuthPage>
    </MantineScope>
  ),
});
