import { Anchor, Button, Group } from '#src/components/plain';
import { useBusiness } from '#src/lib/business';

interface OfficePhonesProps {
  /** `buttons`: one call button per office ("Call Ada: (580) 555-0136"); `inline`: the two numbers as links inside a sentence. */
  as?: 'buttons' | 'inline';
  variant?: 'filled' | 'light' | 'white' | 'outline';
  className?: string;
}

/** Both offices' phone lines: the one way the site shows them. */
export function OfficePhones({ as = 'buttons', variant = 'light', className }: OfficePhonesProps) {
  const business = useBusiness();
  if (as === 'inline') {
    return (
      <>
        {business.offices.map((office, index) => (
          <span key={office.id}>
            {index > 0 && ' or '}
            <Anchor href={office.phoneHref} fw={600} underline="always">
              {office.phone}
            </Anchor>{' '}
            ({office.city})
          </span>
        ))}
      </>
    );
  }
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
