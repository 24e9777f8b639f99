import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '#src/components/plain';
import { PageBreadcrumbs, type Crumb } from './page-breadcrumbs';
import classes from './content.module.css';

interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** A decorative illustration beside the text on wide screens (hidden on phones). */
  picture?: { src: string; width: number; height: number };
}

/** The top of an information page: breadcrumbs, the page's one h1, a lead and its actions. */
export function PageHero({ title, lead, eyebrow, breadcrumbs, children, picture }: PageHeroProps) {
  return (
    <section className={classes.hero}>
      <Container size="lg">
        {breadcrumbs ? <PageBreadcrumbs trail={breadcrumbs} /> : null}
        <div className={classes.heroGrid} data-with-picture={picture ? true : undefined}>
          <Stack gap="md">
            {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
            <Title order={1}>{title}</Title>
            {lead ? <Text className={classes.lead}>{lead}</Text> : null}
            {children}
          </Stack>
          {picture ? (
            // Decorative and hidden on phones; on wide screens it is below the fold of nothing, so eager.
            <img
              src={picture.src}
              width={picture.width}
              height={picture.height}
              alt=""
              className={classes.heroPicture}
            />
          ) : null}
        </div>
      </Container>
    </section>
  );
}
