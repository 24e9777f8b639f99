import { useEffect } from 'react';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from './responsive-grid';
import { useBusiness } from '#src/lib/business';
import { useTRPC } from '#src/lib/trpc';
import { isAfterHydration } from '#src/lib/hydration';
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
  const business = useBusiness();
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
            The page you were looking for is no longer here, or the address may have a small typo. The pages families
            look for most are below, and if you would rather talk it through, either of our offices is glad to help.
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
        <QuietMeadow />
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

/**
 * A quiet meadow at first light: hills, a tree and wildflowers. Drawn inline so it is part of
 * the page itself (no second download that could fail); decorative, so screen readers skip it.
 */
function QuietMeadow() {
  return (
    <svg
      viewBox="0 0 480 360"
      width="100%"
      style={{ maxWidth: 480, height: 'auto' }}
      aria-hidden="true"
      focusable="false"
      data-picture="quiet-meadow"
    >
      <defs>
        <linearGradient id="meadow-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b9cde0" />
          <stop offset=".6" stopColor="#ece6d8" />
          <stop offset="1" stopColor="#f6e7c8" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="16" fill="url(#meadow-sky)" />
      <circle cx="352" cy="150" r="26" fill="#fbecc8" />
      <g fill="#fff" opacity=".55">
        <ellipse cx="120" cy="70" rx="58" ry="9" />
        <ellipse cx="300" cy="58" rx="44" ry="7" />
      </g>
      <path d="M0 210c70-22 150-24 240-12s160-8 240-2v164H0z" fill="#b7c4a8" />
      <path d="M0 244c90-20 190-18 290-8s130-6 190-2v126H0z" fill="#97ab86" />
      <rect x="118" y="176" width="7" height="52" fill="#5a4a38" />
      <ellipse cx="121" cy="160" rx="38" ry="34" fill="#6f8a60" />
      <ellipse cx="104" cy="172" rx="22" ry="18" fill="#7d9a6c" />
      <path d="M0 290c120-26 260-30 380-14 40 5 70 6 100 4v80H0z" fill="#7a9469" />
      <g stroke="#5f7a52" strokeWidth="2" strokeLinecap="round">
        <path d="M60 318v-22M74 322v-28M88 316v-18M300 326v-26M316 322v-20M332 328v-24M400 318v-22" />
      </g>
      <g>
        <circle cx="60" cy="294" r="5" fill="#e9c46a" />
        <circle cx="74" cy="292" r="6" fill="#f4f1ea" />
        <circle cx="88" cy="296" r="5" fill="#c98e8e" />
        <circle cx="300" cy="298" r="6" fill="#f4f1ea" />
        <circle cx="316" cy="300" r="5" fill="#b7a4cf" />
        <circle cx="332" cy="302" r="6" fill="#e9c46a" />
        <circle cx="400" cy="294" r="5" fill="#c98e8e" />
      </g>
      <path d="M0 336c160-12 330-12 480-4v28H0z" fill="#6b855b" />
    </svg>
  );
}
