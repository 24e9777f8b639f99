import { Link } from '@tanstack/react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';

/** The visible trail (the same one the page's BreadcrumbList structured data names). */
export function PageBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" mb="sm">
        <Anchor component={Link} to="/" size="sm">
          Home
        </Anchor>
        <Text size="sm" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
