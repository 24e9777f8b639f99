import {
  Alert,
  Anchor,
  Button,
  Paper,
  SelectField,
  Stack,
  Text,
  TextareaField,
  TextField,
  Title,
} from '#src/components/plain';
import { formatPrice } from '#content/format';
import { OfficePhones } from '#src/components/content/office-phones';
import { useBusiness } from '#src/lib/business';
import {
  commitmentTimelines,
  DEPOSIT_PERCENT,
  depositDueCents,
  PACKAGES_PAGE,
  type PackageReservationAnswer,
} from '#server/modules/value-engineering/value-engineering.choices';
import { officeChoices } from '#server/modules/leads/leads.choices';
import leadClasses from '#src/kernels/forms/lead-forms.module.css';
import type { PackageView } from './package-card';
import { CemeteryPicker, usePickFromSlug } from '#src/features/cemeteries/cemetery-picker';

type FormAnswer = Extract<PackageReservationAnswer, { kind: 'form' }>;

/**
 * "Reserve this package" as a plain form posted to the page (decision 240): the dialog's fields,
 * checked by the server with the same schema and reserved through the same procedure. It is in
 * the page at `?reserve=<id>` before the script (the dialog opens once it has run) and without
 * it, and comes back from the server with everything typed and each message beside its field.
 * The action's `#reserve` brings the browser back to this form, or to the confirmation.
 */
/**
 * The cemetery: plain text before the script (the name as typed), the shared picker once it has
 * run; a cemetery of ours sent back by the server is chosen again from its slug and section.
 */
function PlainCemeteryField({ values, error }: { values: Record<string, string>; error?: string }) {
  const slug = values.cemeterySlug || undefined;
  const words = values.cemetery?.trim() ?? '';
  const [pick, setPick] = usePickFromSlug(
    slug,
    values.cemeterySection || undefined,
    slug ? undefined : words ? { notListed: words } : null,
  );
  return (
    <>
      <CemeteryPicker name="cemetery" label="Cemetery" value={pick} onChange={setPick} error={error} />
      {/* Until the cemetery is asked for again, the one chosen before goes with the form as it was. */}
      {slug && !pick && <input type="hidden" name="cemeterySlug" value={slug} />}
      {slug && !pick && values.cemeterySection && (
        <input type="hidden" name="cemeterySection" value={values.cemeterySection} />
      )}
    </>
  );
}

export function PlainReservationForm({ pkg, answer }: { pkg: PackageView; answer: FormAnswer | null }) {
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const id = 'reserve-plain';
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
  });
  return (
    <Paper withBorder p="lg" radius="md" maw={720} id="reserve">
      <form method="post" action={`${PACKAGES_PAGE}#reserve`} noValidate aria-labelledby={`${id}-title`}>
        <Stack gap="md">
          <Title order={2} size="h3" id={`${id}-title`}>
            Reserve the {pkg.name}
          </Title>
          <input type="hidden" name="packageId" value={pkg.id} />
          {values.submissionKey && <input type="hidden" name="submissionKey" value={values.submissionKey} />}
          <Alert color="brand" title={`${pkg.name}: ${formatPrice(pkg.priceCents)}`}>
            The deposit is {DEPOSIT_PERCENT}% of the package price:{' '}
            <strong>{formatPrice(depositDueCents(pkg.priceCents))}</strong>. You do not pay anything online. After you
            reserve, one of our family calls you to take the deposit by phone or at the office, and your final price is
            guaranteed to come in below {formatPrice(pkg.priceCents)}.
          </Alert>
          {answer?.message && <Alert color="red">{answer.message}</Alert>}
          {errors.packageId && <Alert color="red">{errors.packageId}</Alert>}
          <TextField {...field('name')} label="Your name" autoComplete="name" required />
          <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
          <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
          <Text size="sm" c="dimmed" mt={-8}>
            A phone number or an email address, whichever you prefer we use.
          </Text>
          <SelectField
            {...field('office')}
            defaultValue={values.office || 'either'}
            label="Preferred office"
            data={officeChoices}
          />
          <PlainCemeteryField values={values} error={errors.cemetery} />
          <TextField {...field('town')} label="Cemetery town" placeholder="e.g. Ada" />
          <SelectField
            {...field('timeline')}
            defaultValue={values.timeline || 'not-sure'}
            label="When do you need it?"
            data={commitmentTimelines}
          />
          <TextareaField
            {...field('notes')}
            error={errors.notes ?? null}
            label="Anything else we should know?"
            rows={3}
          />
          <div className={leadClasses.honeypot} aria-hidden="true">
            <label>
              Leave this field empty
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div>
            <Button type="submit" size="md">
              Reserve this package
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

/** The reservation made without script: the dialog's confirmation, with the way back to the packages. */
export function PlainReserved({
  pkg,
  answer,
}: {
  pkg: PackageView;
  answer: Extract<PackageReservationAnswer, { kind: 'reserved' }>;
}) {
  const business = useBusiness();
  return (
    <Paper withBorder p="lg" radius="md" maw={720} id="reserve">
      <Stack gap="sm" role="status" data-testid="reservation-confirmation">
        <Title order={2} size="h3">
          Your package is reserved
        </Title>
        <Text>
          Thank you{answer.firstName ? `, ${answer.firstName}` : ''}. We have your reservation for the {pkg.name}.
        </Text>
        {answer.reference && (
          <Text>
            Your reference number is <strong>{answer.reference}</strong>. Please keep it handy when we talk.
          </Text>
        )}
        <Text>
          <strong>What happens next:</strong> we will call you within one business day ({business.hours.label}) to take
          the {DEPOSIT_PERCENT}% deposit of {formatPrice(depositDueCents(pkg.priceCents))} and to talk through your
          wishes and the cemetery&apos;s rules. Nothing is paid online.
        </Text>
        <Text size="sm">
          If you would rather call us, we are at <OfficePhones as="inline" />.
        </Text>
        <Text>
          <Anchor href={PACKAGES_PAGE} underline="always">
            Back to all the packages
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
