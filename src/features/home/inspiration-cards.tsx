import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Container, Text } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import classes from './home.module.css';

const icon = (path: ReactNode) => (
  <span className={classes.cardIcon} aria-hidden="true">
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {path}
    </svg>
  </span>
);

// Typed as plain paths: the gallery pages are built separately.
const cards: Array<{ to: string; title: string; text: string; more: string; icon: ReactNode }> = [
  {
    to: '/gallery',
    title: 'Browse the Gallery',
    text: 'Monuments we have designed and set for families across Oklahoma and Texas.',
    more: 'See the gallery',
    icon: icon(
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M3 16l5-5 4 4 3-3 6 6" />
        <circle cx="15.5" cy="8.5" r="1.5" />
      </>,
    ),
  },
  {
    to: '/ai-tools/design-playground',
    title: 'AI Design Tools',
    text: 'Design a monument yourself: its shape, granite, names and art, drawn to scale and priced as you go.',
    more: 'Start a design',
    icon: icon(
      <>
        <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
        <path d="M18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z" />
      </>,
    ),
  },
  {
    to: '/gallery/catalog-items',
    title: 'Monument Catalog',
    text: 'Shapes, sizes and styles to start from, each one ready to make your own.',
    more: 'Open the catalog',
    icon: icon(
      <>
        <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
        <path d="M4 19V5M8 7h7M8 11h7" />
      </>,
    ),
  },
  {
    to: '/gallery/clearance-specials',
    title: 'Clearance Specials',
    text: 'Finished monuments and display pieces at reduced prices, ready for lettering.',
    more: 'See the specials',
    icon: icon(
      <>
        <path d="M20 12l-8 8-9-9V3h8z" />
        <circle cx="7.5" cy="7.5" r="1.5" />
      </>,
    ),
  },
];

/**
 * Where to find ideas and prices. The specification's design card links to the design
 * playground (decision 256; the old /ai/design-playground address redirects there).
 */
export function InspirationCards({ onEstimate }: { onEstimate: () => void }) {
  return (
    <Container size="xl" className={classes.cards} component="section" aria-label="Ideas and pricing">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', md: 'md' }}>
        {cards.map((card) => (
          <Link key={card.to} to={card.to} className={classes.card}>
            {card.icon}
            <span className={classes.cardTitle}>{card.title}</span>
            <Text size="sm" className={classes.cardText}>
              {card.text}
            </Text>
            <span className={classes.cardMore}>{card.more} →</span>
          </Link>
        ))}
        <button type="button" className={classes.card} onClick={onEstimate}>
          {icon(
            <>
              <rect x="5" y="2" width="14" height="20" rx="2" />
              <path d="M8 6h8M8 11h2M12 11h2M16 11v6M8 15h2M12 15h2M8 18h6" />
            </>,
          )}
          <span className={classes.cardTitle}>Get a Price Estimate</span>
          <Text size="sm" component="span" className={classes.cardText}>
            Tell us what you have in mind and we will send a free, no-obligation estimate.
          </Text>
          <span className={classes.cardMore}>Start my estimate →</span>
        </button>
      </SimpleGrid>
    </Container>
  );
}
