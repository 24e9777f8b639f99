import { Paper, Text } from '#src/components/plain';
import type { Testimonial } from '#server/modules/settings/settings.schema';
import { monthAndYear } from '#content/format';
import { StarRating } from './star-rating';

/** One family's words, their rating, name, town and the month they wrote. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    // A figcaption must be the figure's own child, so the figure itself lays out the column.
    <Paper
      component="figure"
      withBorder
      radius="lg"
      p="lg"
      m={0}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}
    >
      <StarRating value={testimonial.rating} />
      <Text component="blockquote" m={0} fz="lg" lh={1.6} style={{ flex: 1 }}>
        “{testimonial.text}”
      </Text>
      <Text component="figcaption">
        <Text component="span" fw={700}>
          {testimonial.name}
        </Text>
        <Text component="span" c="dimmed">
          {' '}
          · {testimonial.location} · {monthAndYear(testimonial.date)}
        </Text>
      </Text>
    </Paper>
  );
}
