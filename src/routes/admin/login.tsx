import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '#src/features/auth/login-form';
import { AuthPage } from '#src/features/auth/auth-page';
import { pageHead } from '#src/lib/seo';
import { adminStylesheet } from '#src/features/admin/admin-stylesheet';
import { MantineScope } from '#src/lib/mantine-scope';

export const Route = createFileRoute('/admin/login')({
  head: ({ match }) => {
    const head = pageHead(match, { title: 'Admin Login', description: 'Staff sign-in.', noindex: true });
    return { ...head, links: [...head.links, adminStylesheet] };
  },
  component: () => (
    <MantineScope>
      <AuthPage>
        <LoginForm />
      </AuthPage>
    </MantineScope>
  ),
});
