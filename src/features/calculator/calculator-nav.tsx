import { Link } from '@tanstack/react-router';
import { Anchor, Group } from '@mantine/core';

/** The calculator's screens, in the order staff usually work through them. */
export const CALCULATOR_SCREENS = [
  { to: '/admin/calculator', label: 'Overview' },
  { to: '/admin/calculator/colors', label: 'Colors' },
  { to: '/admin/calculator/part-types', label: 'Part types' },
  { to: '/admin/calculator/pricing-factors', label: 'Pricing factors' },
  { to: '/admin/calculator/calculations', label: 'Calculations' },
  { to: '/admin/calculator/lookups', label: 'Lookups' },
  { to: '/admin/calculator/line-items', label: 'Line items' },
  { to: '/admin/calculator/addons', label: 'Add-ons' },
  { to: '/admin/calculator/foundations', label: 'Foundations' },
  { to: '/admin/calculator/templates', label: 'Templates' },
  { to: '/admin/calculator/formula-builder', label: 'Formula builder' },
  { to: '/admin/calculator/test', label: 'Test' },
  { to: '/admin/calculator/import-settings', label: 'Import / export' },
] as const;

export function CalculatorNav() {
  return (
    <nav aria-label="Price calculator">
      <Group gap="md" wrap="wrap">
        {CALCULATOR_SCREENS.map((screen) => (
          <Anchor
            key={screen.to}
            component={Link}
            to={screen.to}
            size="sm"
            activeOptions={{ exact: true }}
            activeProps={{ 'aria-current': 'page', style: { fontWeight: 700, textDecoration: 'underline' } }}
          >
            {screen.label}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
