import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Container, Group, Stack, Text, Title } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';
import { OfficePhones } from './office-phones';
import classes from './content.module.css';

interface CallToActionProps {
  title?: string;
  text?: ReactNode;
  /** Container width, to line up with the page above. */
  size?: 'md' | 'lg';
}

/** The closing invitation on information pages: book a consultation, call either office or send a message. */
export function CallToAction({ title = 'Talk with our family', text, size = 'lg' }: CallToActionProps) {
  const business = useBusiness();
  text ??= `Call either office, ${business.hours.label}, or send us a message and we will call you back. There is no cost and no obligation.`;
  return (
    <Container size={size} my={48}>
      <section className={classes.cta} aria-labelledby="cta-title">
        <Stack gap="md">
          <Title order={2} id="cta-title" className={classes.ctaTitle}>
            {title}
          </Title>
          <Text className={classes.ctaText}>{text}</Text>
          <Group gap="sm">
            <Button component={Link} to="/book" variant="white" size="md" className={classes.ctaButton}>
              Book a consultation
            </Button>
            <OfficePhones variant="white" className={classes.ctaButton} />
            <Button
              component={Link}
              to="/contact-us"
              variant="outline"
              color="white"
              size="md"
              className={classes.ctaButton}
            >
              Send us a message
            </Button>
          </Group>
        </Stack>
      </section>
    </Container>
  );
}
