import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { whenPageHydrated } from '#src/lib/hydration';
import { CalculatorFormOnDemand } from './calculator-form-on-demand';
import { Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import { ResponsiveImage } from '#src/components/media/responsive-image';
import { StoneDrawing } from './stone-drawing';
import type { Options } from './calculator-types';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import classes from './price-calculator.module.css';

/**
 * The calculator before anything is chosen: our designs, each with its "from" price, and the kinds
 * of monument. Where it goes, when the address already says (a link from a cemetery's page:
 * `?cemetery={slug}&section={name}`), comes along to the design chosen.
 */
export function StartChoices({
  options,
  kept = {},
}: {
  options: Options;
  kept?: Pick<CalculatorChoices, 'cemetery' | 'section' | 'zip' | 'town'>;
}) {
  useFormCodeWhenIdle();
  const reach = () => void CalculatorFormOnDemand.preload();
  return (
    <Stack gap="xl" onPointerEnter={reach} onTouchStart={reach} onFocus={reach}>
      <section aria-labelledby="designs-title">
        <Title order={2} id="designs-title" mb="sm">
          Start from one of our designs
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {options.templates.map((template) => (
            <Paper key={template.key} withBorder p="lg" radius="md" className={classes.card}>
              <Stack gap="xs" h="100%">
                <div className={classes.cardPicture}>
                  {template.picture ? (
                    <ResponsiveImage
                      image={template.picture.image}
                      alt={template.picture.alt}
                      sizes="(min-width: 62em) 300px, (min-width: 36em) 45vw, 90vw"
                      fit="cover"
                    />
                  ) : (
                    <StoneDrawing shape={template.shape} tone={template.tone} />
                  )}
                </div>
                <Title order={3} size="h4">
                  {template.name}
                </Title>
                {template.description && <Text>{template.description}</Text>}
                {template.size && (
                  <Text size="sm">
                    Stone: {template.size}
                    {template.colorName ? `, ${template.colorName}` : ''}
                  </Text>
                )}
                {template.fromWords && (
                  <Text fw={700} size="md" data-testid="from-price">
                    {template.fromWords}
                  </Text>
                )}
                <Button
                  component={Link}
                  to="/calculator"
                  search={{ ...kept, template: template.key, step: 1 }}
                  mt="auto"
                  aria-label={`Start from this design: ${template.name}`}
                >
                  Start from this design
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="types-title">
        <Title order={2} id="types-title" mb="sm">
          Or start from a kind of monument
        </Title>
        <Group gap="sm">
          {options.partTypes
            .filter((p) => !p.isBase)
            .map((type) => (
              <Button
                key={type.key}
                component={Link}
                to="/calculator"
                search={{ ...kept, type: type.key, step: 1 }}
                variant="light"
              >
                {type.name}
              </Button>
            ))}
        </Group>
      </section>
      <Text size="sm">
        Prices are estimates from our current price list. Cemetery fees are set by each cemetery and paid to it; we show
        them apart. Your final price is confirmed in writing before anything is made.
      </Text>
    </Stack>
  );
}

/**
 * The form's code is not part of the start page's (decision 239): it loads once the page is
 * hydrated and the browser is idle, or sooner when a pointer, a finger or the focus reaches the
 * choices, so a chosen design opens at once.
 */
function useFormCodeWhenIdle() {
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      if (!cancelled) void CalculatorFormOnDemand.preload();
    };
    void whenPageHydrated().then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 });
      else setTimeout(load, 500);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
