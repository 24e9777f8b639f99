import { Group, Radio, type MantineSize } from '@mantine/core';
import { officeChoices } from '#server/modules/leads/leads.choices';

interface OfficePickerProps {
  /** The group's id; each choice's is `${id}-${value}`. */
  id: string;
  /** The form field's name ("office", "preferredOffice"). */
  name: string;
  label: string;
  /** Offer "Either office" first (forms where any office may answer). */
  withEither?: boolean;
  required?: boolean;
  error?: string | undefined;
  size?: MantineSize;
  /** Uncontrolled forms (read with FormData). */
  defaultValue?: string;
  /** Controlled forms. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The one way a family chooses an office, in every public form (contact, estimate, package
 * reservation, quote request): radio buttons named by town and state, all in view at once,
 * each a large target on a phone. The values are the offices' ids ("oklahoma", "texas").
 */
export function OfficePicker({ id, name, label, withEither = true, size, ...field }: OfficePickerProps) {
  const choices = withEither ? officeChoices : officeChoices.filter((choice) => choice.value !== 'either');
  return (
    <Radio.Group id={id} name={name} label={label} size={size} {...field}>
      <Group gap="lg" mt={6}>
        {choices.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={choice.label}
            id={`${id}-${choice.value}`}
            size={size}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
