import { useEffect, useRef, useState } from 'react';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { business } from '../../../content/business';
import { useTRPC } from '../../lib/trpc';
import { isAfterHydration } from '../../lib/hydration';
import { serviceLinks } from './site-nav';
import { SiteFrame } from './site-frame';

/**
 * The 404 page. The server has already tried the redirect rules for a full page load; for an
 * in-app navigation to an unknown path the same rules are asked for here (replace navigation).
 */
export function NotFoundPage({ withFrame = false }: { withFrame?: boolean }) {
  const content = <NotFoundContent />;
  return withFrame ? <SiteFrame>{content}</SiteFrame> : content;
}

function NotFoundContent() {
  useInAppRedirect();
  return (
    <Container size="lg" py={{ base: 40, md: 72 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
        <Stack gap="md">
          <Text fw={600} c="bronze.8" tt="uppercase" size="sm">
            Page not found
          </Text>
          <Title order={1}>This Page Has Moved On</Title>
          <Text size="lg">
            The page you were looking for is no longer here, or the address may have a small typo. Everything we
            offer is still just a click away.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/">
              Home
            </Button>
            <Button component={Link} to="/gallery" variant="light">
              Gallery
            </Button>
            <Button component={Link} to="/services" variant="light">
              Services
            </Button>
          </Group>
        </Stack>
        <MovedOnPicture />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt={56}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Popular pages
          </Title>
          <List spacing={6}>
            {serviceLinks.slice(0, 5).map((link) => (
              <List.Item key={link.to}>
                <Anchor component={Link} to={link.to}>
                  {link.label}
                </Anchor>
              </List.Item>
            ))}
            <List.Item>
              <Anchor component={Link} to="/faq">
                Frequently asked questions
              </Anchor>
            </List.Item>
          </List>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Talk to a person
          </Title>
          <List spacing={6}>
            {business.offices.map((office) => (
              <List.Item key={office.id}>
                {office.name}: <Anchor href={office.phoneHref}>{office.phone}</Anchor>
              </List.Item>
            ))}
            <List.Item>{business.hours.label}</List.Item>
            <List.Item>
              <Anchor component={Link} to="/contact-us">
                Send us a message
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

function useInAppRedirect() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  useEffect(() => {
    if (!isAfterHydration()) return;
    let cancelled = false;
    queryClient
      .fetchQuery(trpc.redirects.resolve.queryOptions({ path: href }))
      .then((match) => {
        if (match && !cancelled) void router.navigate({ href: match.location, replace: true });
      })
      .catch(() => {
        // No rule could be fetched: the 404 page stays, which is the right answer anyway.
      });
    return () => {
      cancelled = true;
    };
  }, [href, queryClient, router, trpc]);
}

/** A picture of a weathered stone; if the file fails to load, the same drawing inline. */
function MovedOnPicture() {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <InlineGraphic />;
  return (
    <img
      ref={ref}
      src="/images/page-moved-on.svg"
      alt=""
      width={480}
      height={360}
      style={{ width: '100%', height: 'auto', maxWidth: 480 }}
      onError={() => setFailed(true)}
    />
  );
}

function InlineGraphic() {
  return (
    <svg viewBox="0 0 480 360" width="100%" style={{ maxWidth: 480 }} role="img" aria-label="404">
      <rect width="480" height="360" rx="16" fill="#eef3f8" />
      <path d="M150 300V150c0-50 40-90 90-90s90 40 90 90v150z" fill="#8aabcc" />
      <rect x="120" y="296" width="240" height="24" rx="4" fill="#2b5a85" />
      <text x="240" y="200" textAnchor="middle" fontFamily="Georgia, serif" fontSize="64" fill="#123a5c">
        404
      </text>
    </svg>
  );
}
