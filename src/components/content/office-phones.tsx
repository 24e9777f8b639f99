import { Button, Group } from '@mantine/core';
import { business } from '../../../content/business';

interface OfficePhonesProps {
  variant?: 'filled' | 'light' | 'white' | 'outline';
  className?: string;
}

/** One call button per office, "Call Ada, OK: (580) 555-0136". */
export function OfficePhones({ variant = 'light', className }: OfficePhonesProps) {
  return (
    <Group gap="sm">
      {business.offices.map((office) => (
        <Button key={office.id} component="a" href={office.phoneHref} variant={variant} size="md" className={className}>
          Call {office.city}: {office.phone}
        </Button>
      ))}
    </Group>
  );
}
