import { useState } from 'react';
import { Box, Button, Container, Group, Text } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';
import { MantineScope } from '#src/lib/mantine-scope';
import { ContactFormOnDemand } from '../leads/contact-form-on-demand';
import { OfficePhones } from '#src/components/content/office-phones';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

/**
 * The contact form: always open on phones, behind a "Write to us" button on wider screens
 * (specification). Which one applies is decided by CSS alone, so the server HTML and the
 * first render agree and nothing jumps. The form itself (Mantine and React Query) is rendered by
 * the server and its code loads after the page's (ContactFormOnDemand), so the page is light.
 */
export function HomeContact() {
  const business = useBusiness();
  const [open, setOpen] = useState(false);
  return (
    <Container size="xl" component="section" className={classes.section} aria-labelledby="home-contact-title">
      <div className={classes.contactBox}>
        <Group justify="space-between" align="flex-end" gap="lg">
          <Box maw={720}>
            <SectionHeading id="home-contact-title" eyebrow="We are here to help" title="Send Us a Message">
              Questions about a memorial, a cemetery’s rules or adding a final date? Write to us and a member of our
              family will reply within one business day.
            </SectionHeading>
            <Text mt={-8}>
              Prefer to talk? Call <OfficePhones as="inline" />, {business.hours.label}.
            </Text>
          </Box>
          <Button
            className={classes.contactToggle}
            variant={open ? 'light' : 'filled'}
            size="md"
            aria-expanded={open}
            aria-controls="home-contact-panel"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide the form' : 'Write to us'}
          </Button>
        </Group>
        <Box id="home-contact-panel" className={classes.contactPanel} data-open={open || undefined} mt="xl" maw={760}>
          <MantineScope>
            <ContactFormOnDemand sourcePage="/" />
          </MantineScope>
        </Box>
      </div>
    </Container>
  );
}
