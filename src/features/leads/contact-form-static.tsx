import { useId, type CSSProperties, type ReactNode } from 'react';
import { Box, Button, Group, Radio as PlainRadio, Stack, Text } from '#src/components/plain';
import { PrivacyNote } from '#src/components/content/privacy-note';
import { officeChoices } from '#server/modules/leads/leads.choices';
import { Honeypot } from '#src/kernels/forms/lead-form-parts';
import classes from '#src/kernels/forms/lead-forms.module.css';

/*
 * The contact form as the server draws it, without Mantine (decision 047). The home page shows
 * the form before its code loads (ContactFormOnDemand); the browser then hydrates the real form
 * (contact-form.tsx) on this markup. It is the real form's first render, element for element:
 * empty fields, no errors, the send button disabled until hydration. contact-form-static.test.tsx
 * renders both at the same place and requires the same markup, text and ids.
 */

const SIZE_SM = { 'data-size': 'sm' } as const;

/** Mantine's TextInput or Textarea in its first render: label, required mark, input. */
function Field({
  kind,
  id,
  label,
  required,
  minWidth,
  children,
}: {
  kind: 'TextInput' | 'Textarea';
  id: string;
  label: string;
  required?: boolean;
  minWidth?: number;
  children: ReactNode;
}) {
  const multiline = kind === 'Textarea';
  return (
    <Box className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`} {...SIZE_SM} miw={minWidth}>
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        {...SIZE_SM}
        data-required={required ? 'true' : undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required && (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            ...(multiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
          } as CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        {...SIZE_SM}
        data-multiline={multiline ? 'true' : undefined}
      >
        {children}
      </div>
    </Box>
  );
}

const inputClass = (kind: string) => `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`;

/** A radio in its first render: chosen or not, left to the browser (the real form takes over). */
function Radio({ id, value, label, checked }: { id: string; value: string; label: string; checked: boolean }) {
  return <PlainRadio id={id} name="office" value={value} label={label} defaultChecked={checked} />;
}

/** The server's copy of ContactForm (same props), registered in entry-server.tsx. */
export function ContactFormStatic(_props: { sourcePage: string }) {
  const id = useId();
  return (
    <form noValidate className={classes.form} aria-label="Contact form" method="post">
      <Stack gap="md">
        <Field kind="TextInput" id={`${id}-name`} label="Your name" required>
          <input
            className={inputClass('TextInput')}
            data-variant="default"
            autoComplete="name"
            required
            id={`${id}-name`}
            name="name"
          />
        </Field>
        <Box
          style={
            {
              '--group-child-width': 'calc(50% - (var(--mantine-spacing-md) - var(--mantine-spacing-md) / 2))',
              '--group-gap': 'var(--mantine-spacing-md)',
              '--group-align': 'flex-start',
              '--group-justify': 'flex-start',
              '--group-wrap': 'wrap',
            } as CSSProperties
          }
          className="m_4081bf90 mantine-Group-root"
          data-grow="true"
        >
          <Field kind="TextInput" id={`${id}-phone`} label="Phone" minWidth={220}>
            <input
              className={inputClass('TextInput')}
              data-variant="default"
              type="tel"
              autoComplete="tel"
              id={`${id}-phone`}
              name="phone"
            />
          </Field>
          <Field kind="TextInput" id={`${id}-email`} label="Email" minWidth={220}>
            <input
              className={inputClass('TextInput')}
              data-variant="default"
              type="email"
              autoComplete="email"
              id={`${id}-email`}
              name="email"
            />
          </Field>
        </Box>
        <Text size="sm" c="dimmed" mt={-8}>
          A phone number or an email address, whichever you prefer we use.
        </Text>
        <div className="m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root" id={`${id}-office`}>
          <div className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label" id={`${id}-office-label`}>
            Which office would you like to hear from?
          </div>
          <div role="radiogroup" aria-labelledby={`${id}-office-label`}>
            <Group gap="lg" mt={6}>
              {officeChoices.map((choice) => (
                <Radio
                  key={choice.value}
                  id={`${id}-office-${choice.value}`}
                  value={choice.value}
                  label={choice.label}
                  checked={choice.value === 'either'}
                />
              ))}
            </Group>
          </div>
        </div>
        <Field kind="Textarea" id={`${id}-message`} label="How can we help?" required>
          <textarea
            style={{ '--input-resize': 'vertical' } as CSSProperties}
            className={inputClass('Textarea')}
            data-variant="default"
            name="message"
            rows={5}
            required
            id={`${id}-message`}
          />
        </Field>
        <Honeypot />
        <div>
          <Button type="submit" size="md" disabled>
            Send Message
          </Button>
        </div>
        <PrivacyNote purpose="to answer you" />
      </Stack>
    </form>
  );
}
