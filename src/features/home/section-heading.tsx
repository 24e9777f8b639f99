import type { ReactNode } from 'react';
import { Stack, Text, Title } from '#src/components/plain';
import classes from './home.module.css';

/** Eyebrow, heading and an optional lead paragraph, the same way in every section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <Stack gap={8} mb="xl" align={align === 'center' ? 'center' : 'flex-start'} ta={align}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={2} id={id}>
        {title}
      </Title>
      {children && <Text className={classes.lead}>{children}</Text>}
    </Stack>
  );
}
