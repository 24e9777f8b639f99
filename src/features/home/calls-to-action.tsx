import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Stack, Text, Title } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';
import classes from './home.module.css';

/** Schedule a consultation: the button leads to /book, as the header's Consultation button does. */
export function ConsultationCta() {
  const business = useBusiness();
  return (
    <Container size="xl" component="section" className={classes.section} aria-labelledby="consultation-title">
      <div className={classes.consultation}>
        <Group justify="space-between" align="center" gap="xl">
          <Stack gap="sm" maw={640}>
            <Title order={2} id="consultation-title">
              Schedule Consultation
            </Title>
            <Text size="lg">
              Visit our Ada showroom or Wylie office, or talk it through by phone. There is never any pressure, and the
              first conversation is always free.
            </Text>
            <Text>
              {business.offices.map((office, index) => (
                <span key={office.id}>
                  {index > 0 && ' · '}
                  {office.city}: <a href={office.phoneHref}>{office.phone}</a>
                </span>
              ))}{' '}
              · {business.hours.label}
            </Text>
          </Stack>
          <Button component={Link} to="/book" size="lg" variant="white" data-button>
            Schedule Consultation
          </Button>
        </Group>
      </div>
    </Container>
  );
}

/** The closing banner: one button to the price-estimate dialog. */
export function QuoteBanner({ onEstimate }: { onEstimate: () => void }) {
  return (
    <section className={classes.quoteBanner} aria-labelledby="quote-title">
      <Container size="xl">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4}>
            <Title order={2} id="quote-title" size="h3">
              Get a Quote
            </Title>
            <Text>
              A free, no-obligation estimate for the memorial you have in mind, usually within one business day.
            </Text>
          </Stack>
          <Button size="lg" variant="white" color="bronze.9" onClick={onEstimate}>
            Get a Free Quote
          </Button>
        </Group>
      </Container>
    </section>
  );
}
