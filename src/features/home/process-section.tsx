import { Container, Stack, Text, Title } from '#src/components/plain';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { planAhead, processSteps } from '#content/home';
import type { RouterOutputs } from '#src/lib/trpc';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

type ProcessImages = RouterOutputs['siteImages']['forHome']['process'];

/** How many process pictures the section needs before it is shown (specification). */
export const PROCESS_MINIMUM = 3;

/**
 * Design, Manufacture, Installation, each with its picture; shown only with at least three
 * process pictures, and the plan-ahead block only when a fourth exists.
 */
export function ProcessSection({ images }: { images: ProcessImages }) {
  if (images.length < PROCESS_MINIMUM) return null;
  const fourth = images[PROCESS_MINIMUM];
  return (
    <Container
      size="xl"
      component="section"
      className={classes.section}
      aria-labelledby="process-title"
      data-testid="process-section"
    >
      <SectionHeading id="process-title" eyebrow="How it works" title="From First Sketch to Final Setting">
        Three careful steps, with you approving every detail before granite is cut.
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {processSteps.map((step, index) => {
          const image = images[index]!;
          return (
            <Stack key={step.title} gap="sm">
              <img
                className={classes.roundImage}
                src={image.mediumSrc ?? image.src}
                alt={image.alt}
                width={image.width ?? 800}
                height={image.height ?? 600}
                loading="lazy"
                decoding="async"
              />
              <Title order={3} size="h4">
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>{' '}
                {step.title}
              </Title>
              <Text>{step.text}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      {fourth && (
        <div className={classes.planAhead} style={{ marginTop: '2.5rem' }} data-testid="plan-ahead">
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <img
                className={classes.roundImage}
                src={fourth.mediumSrc ?? fourth.src}
                alt={fourth.alt}
                width={fourth.width ?? 800}
                height={fourth.height ?? 600}
                loading="lazy"
                decoding="async"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Title order={3}>{planAhead.title}</Title>
              <Text mt="sm" size="lg">
                {planAhead.text}
              </Text>
            </Grid.Col>
          </Grid>
        </div>
      )}
    </Container>
  );
}
