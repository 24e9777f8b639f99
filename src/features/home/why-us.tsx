import { Link } from '@tanstack/react-router';
import { Button, Container, Stack } from '#src/components/plain';
import { Grid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { whyUs } from '#content/home';
import type { RouterOutputs } from '#src/lib/trpc';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

type AboutImage = RouterOutputs['siteImages']['forHome']['about'];

/** About us and why families choose the company, with the specification's three figures. */
export function WhyUs({ image }: { image: AboutImage }) {
  const business = useBusiness();
  const stats = [
    { value: String(business.stats.years), label: 'Years serving families' },
    { value: String(business.stats.locations), label: 'Office locations' },
    { value: `${business.stats.familyOwnedPercent}%`, label: 'Family-owned' },
  ];
  return (
    <Container size="xl" component="section" className={classes.section} aria-labelledby="about-title">
      <Grid gap={{ base: 'xl', md: 56 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <img
            className={classes.roundImage}
            src={image.mediumSrc ?? image.src}
            alt={image.alt}
            width={image.width ?? 800}
            height={image.height ?? 600}
            loading="lazy"
            decoding="async"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <SectionHeading id="about-title" eyebrow="About us" title="Why Families Choose Caldwell">
              Since {business.foundedYear}, our family has helped families through one of life’s hardest tasks with
              patience, plain talk and craftsmanship that lasts.
            </SectionHeading>
            <ul className={classes.checkList}>
              {whyUs.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <div className={classes.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <span className={classes.statValue}>{stat.value}</span>
                  <span className={classes.statLabel}>{stat.label}</span>
                </div>
              ))}
            </div>
            <div>
              <Button component={Link} to="/about" size="md" variant="outline">
                Read Our Story
              </Button>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
