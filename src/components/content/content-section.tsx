import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '#src/components/plain';
import classes from './content.module.css';

interface ContentSectionProps {
  title: string;
  id?: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** One titled band of an information page (h2), optionally on the soft tint. */
export function ContentSection({ title, id, intro, tinted, children }: ContentSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={classes.section} data-tinted={tinted || undefined} id={id} aria-labelledby={headingId}>
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} id={headingId}>
              {title}
            </Title>
            {intro ? <Text className={classes.prose}>{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  );
}

/** A numbered list of steps ("how it works"). */
export function StepList({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.title} className={classes.step}>
          <div className={classes.stepTitle}>{step.title}</div>
          <Text>{step.text}</Text>
        </li>
      ))}
    </ol>
  );
}

/** A list with check marks ("what is included"). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={classes.checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
