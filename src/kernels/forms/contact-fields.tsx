import { Text } from '#src/components/plain';

/*
 * The contact fields every lead form asks for, so they read, autofill and validate alike, whether
 * a form draws them with Mantine (lead-form-parts.tsx) or with the plain fields (the office
 * booking form, decision 238). Free of Mantine, for a light page's form.
 */

export type ContactField = 'name' | 'phone' | 'email';

const CONTACT_FIELDS: Record<ContactField, { label: string; type?: 'tel' | 'email'; autoComplete: string }> = {
  name: { label: 'Your name', autoComplete: 'name' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
};

/**
 * A contact field's id, label, name, type and autofill. `idPrefix` comes from the form's useId,
 * keeping ids unique when two forms are on one page.
 */
export function contactField(field: ContactField, idPrefix: string) {
  const { label, type, autoComplete } = CONTACT_FIELDS[field];
  return { id: `${idPrefix}-${field}`, label, name: field, type, autoComplete };
}

/** Under the phone and email fields: either one will do. */
export function PhoneOrEmailHint() {
  return (
    <Text size="sm" c="dimmed" mt={-8}>
      A phone number or an email address, whichever you prefer we use.
    </Text>
  );
}
