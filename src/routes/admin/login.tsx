import { createFileRoute } from '@tanstack/react-router';
import { Center } from '@mantine/core';
import { LoginForm } from '../../features/auth/login-form';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/admin/login')({
  head: ({ match }) => pageHead(match, { title: 'Admin Login', description: 'Staff sign-in.', noindex: true }),
  component: () => (
    <Center mih="100vh" p="md" component="main" bg="gray.0">
      <LoginForm />
    </Center>
  ),
});
