import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Stack, Text, Title } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';
import type { RouterOutputs } from '#src/lib/trpc';
import classes from './home.module.css';

type HeroImage = RouterOutputs['siteImages']['forHome']['hero'];

/**
 * The first screen: the hero picture (the page's largest paint, so it is in the server HTML,
 * fetched first and never lazy), the promise, and both office phone numbers.
 */
export function HomeHero({ image, onEstimate }: { image: HeroImage; onEstimate: () => void }) {
  const business = useBusiness();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <picture>
        {image.mediumSrc && <source media="(max-width: 48em)" srcSet={image.mediumSrc} />}
        <img
          className={classes.heroImage}
          src={image.src}
          alt={image.alt}
          width={image.width ?? 1600}
          height={image.height ?? 900}
          fetchPriority="high"
          loading="eager"
        />
      </picture>
      <div className={classes.heroShade} />
      <Container size="xl" className={classes.heroContent}>
        <Stack gap="lg" maw={640}>
          <Text className={classes.heroEyebrow}>Family-owned since {business.foundedYear}</Text>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Memorials made with care, for the ones you love
          </Title>
          <Text className={classes.heroText}>
            Headstones, markers and monuments designed with your family, made by our own craftsmen, and installed across
            Oklahoma and North Central Texas. Installation is always included.
          </Text>
          <div className={classes.heroPhones}>
            {business.offices.map((office) => (
              <a key={office.id} href={office.phoneHref} className={classes.heroPhone}>
                <span className={classes.heroPhoneLabel}>Call {office.name}</span>
                <span className={classes.heroPhoneNumber}>{office.phone}</span>
              </a>
            ))}
          </div>
          <Group gap="sm">
            <Button size="md" color="bronze.8" onClick={onEstimate}>
              Get a Free Estimate
            </Button>
            <Button size="md" variant="white" component={Link} to="/gallery">
              Browse Our Gallery
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
