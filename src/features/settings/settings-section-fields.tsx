import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { NOTIFICATION_KINDS, OFFICE_TIME_ZONES } from '#server/modules/settings/settings.choices';
import { ACCESS_FORM_DETAILS } from '#server/modules/access/access.choices';
import { counted } from '#server/modules/shared/plural';
import {
  ChoiceField,
  ListField,
  LongTextField,
  NumberField,
  SecretField,
  SwitchField,
  TextField,
} from './settings-fields';
import type { Draft } from './section-draft';

/** What every field takes: the section's form and the paths that still hold a made-up example. */
type F = { form: never; standIns: string[] };

function Row({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>;
}

/** Each office's name, phone, address and map position; the opening hours; the service area. */
export function OfficesFields({ f, draft }: { f: F; draft: Draft }) {
  const offices = (draft.offices as Array<{ name: string }>) ?? [];
  return (
    <Stack gap="lg">
      {offices.map((office, index) => (
        <Fieldset key={index} legend={office.name || `Office ${index + 1}`}>
          <Row>
            <TextField
              {...f}
              path={`offices.${index}.name`}
              label="Office name"
              help="As families know it, like Ada, Oklahoma"
            />
            <TextField {...f} path={`offices.${index}.role`} label="What it is" help="Like Headquarters and workshop" />
            <TextField
              {...f}
              path={`offices.${index}.phone`}
              label="Phone"
              help="With area code, like (580) 555-0136"
              type="tel"
            />
            <TextField {...f} path={`offices.${index}.street`} label="Street address" />
            <TextField {...f} path={`offices.${index}.city`} label="City" />
            <TextField {...f} path={`offices.${index}.postalCode`} label="ZIP code" />
            <TextField {...f} path={`offices.${index}.region`} label="State code" help="Two letters, like OK" />
            <TextField {...f} path={`offices.${index}.regionName`} label="State" />
            <NumberField
              {...f}
              path={`offices.${index}.geo.lat`}
              label="Map position: latitude"
              help="From a map app, like 34.7745"
              decimals={6}
            />
            <NumberField
              {...f}
              path={`offices.${index}.geo.lng`}
              label="Map position: longitude"
              help="Like -96.6783"
              decimals={6}
            />
          </Row>
        </Fieldset>
      ))}
      <Fieldset legend="Opening hours (both offices)">
        <Row>
          <TextField {...f} path="hours.days" label="Open days" help="Like Monday to Friday" />
          <TextField {...f} path="hours.opens" label="Opens at" help="24-hour time, like 09:00" />
          <TextField {...f} path="hours.closes" label="Closes at" help="24-hour time, like 17:00" />
          <TextField
            {...f}
            path="hours.label"
            label="Hours as shown on the site"
            help="Like Mon-Fri 9:00 AM - 5:00 PM"
          />
          <ChoiceField
            {...f}
            path="timeZone"
            label="Time zone"
            data={OFFICE_TIME_ZONES.map(({ value, label }) => ({ value, label }))}
          />
        </Row>
      </Fieldset>
      <Fieldset legend="Service area">
        <Stack>
          <ListField {...f} path="serviceArea.primaryStates" label="States served" help="Separate them with commas." />
          <TextField {...f} path="serviceArea.summary" label="Service area in one sentence" />
        </Stack>
      </Fieldset>
    </Stack>
  );
}

/** The company's name, inbox, tagline and the figures on the home page. */
export function CompanyFields({ f }: { f: F }) {
  return (
    <Stack gap="lg">
      <Row>
        <TextField {...f} path="name" label="Company name" />
        <TextField {...f} path="shortName" label="Short name" help="Shown beside the logo" />
        <TextField {...f} path="email" label="Office email" type="email" />
        <NumberField {...f} path="foundedYear" label="Founded in" min={1800} max={2100} />
        <ChoiceField
          {...f}
          path="priceRange"
          label="Price range (for search engines)"
          data={['$', '$$', '$$$', '$$$$'].map((value) => ({ value, label: value }))}
        />
      </Row>
      <TextField {...f} path="tagline" label="Tagline" />
      <Fieldset legend="Figures on the home page">
        <Row>
          <NumberField {...f} path="stats.years" label="Years serving families" min={0} />
          <NumberField {...f} path="stats.locations" label="Locations" min={1} />
          <NumberField {...f} path="stats.familyOwnedPercent" label="Family-owned (%)" min={0} max={100} />
        </Row>
      </Fieldset>
    </Stack>
  );
}

/** The overall rating and each review shown on the site. */
export function ReviewsFields({ f, draft }: { f: F; draft: Draft }) {
  const testimonials = (draft.testimonials as Array<{ name: string }>) ?? [];
  const stars = [5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: counted(value, 'star') }));
  return (
    <Stack gap="lg">
      <Row>
        <NumberField {...f} path="rating.value" label="Overall rating (out of 5)" min={1} max={5} decimals={1} />
        <NumberField {...f} path="rating.reviewCount" label="Number of reviews" min={0} />
      </Row>
      {testimonials.map((testimonial, index) => (
        <Fieldset key={index} legend={`Review ${index + 1}: ${testimonial.name}`}>
          <Stack>
            <Row>
              <TextField
                {...f}
                path={`testimonials.${index}.name`}
                label="Who said it"
                help="Ask before using a name"
              />
              <TextField {...f} path={`testimonials.${index}.location`} label="Where they live" />
              <TextField {...f} path={`testimonials.${index}.date`} label="Date" help="Like 2026-03-14" />
              <ChoiceField {...f} path={`testimonials.${index}.rating`} label="Stars" data={stars} numeric />
            </Row>
            <LongTextField {...f} path={`testimonials.${index}.text`} label="Their words" />
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}

/** The deposit and the typical saving promised on the pricing pages. */
export function PricingFields({ f }: { f: F }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberField {...f} path="depositPercent" label="Deposit (% of the price)" min={0} max={100} />
      <NumberField {...f} path="typicalSavings.low" label="Typical saving, from (%)" min={0} max={100} />
      <NumberField {...f} path="typicalSavings.high" label="Typical saving, to (%)" min={0} max={100} />
    </SimpleGrid>
  );
}

/** Whether families fill in the short access form before the calculator and the design tool. */
export function GatesFields({ f }: { f: F }) {
  return (
    <Stack>
      <SwitchField
        {...f}
        path="calculatorAccessForm"
        label={`Ask for ${ACCESS_FORM_DETAILS} before the price calculator`}
        help="Off: anyone can use the calculator straight away."
      />
      <SwitchField
        {...f}
        path="designToolAccessForm"
        label={`Ask for ${ACCESS_FORM_DETAILS} before the design tool`}
        help="Off: anyone can use the design tool straight away."
      />
    </Stack>
  );
}

/** Who receives an email for each kind of request. */
export function NotificationsFields({ f }: { f: F }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {NOTIFICATION_KINDS.map((kind) => (
        <ListField
          key={kind.key}
          {...f}
          path={kind.key}
          label={kind.label}
          help="Email addresses, separated by commas."
        />
      ))}
    </SimpleGrid>
  );
}

/** The mail server that sends the emails; its password is replaced, never shown. */
export function SmtpFields({ f, passwordSet }: { f: F; passwordSet: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField {...f} path="host" label="Mail server" help="Like smtp.example.com" />
      <NumberField {...f} path="port" label="Port" help="Usually 587, or 465 with encryption" min={1} max={65535} />
      <TextField {...f} path="username" label="User name" />
      <TextField {...f} path="fromAddress" label="Send from" help="The address families see the email come from" />
      <SwitchField {...f} path="secure" label="Encrypted connection from the start (port 465)" />
      <SecretField form={f.form} path="password" label="Password" isSet={passwordSet} />
    </SimpleGrid>
  );
}

/** The AI service behind the design tools and the expert; its key is replaced, never shown. */
export function AiFields({ f, apiKeySet }: { f: F; apiKeySet: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField {...f} path="baseUrl" label="Service address" help="Like https://api.openai.com/v1" />
      <TextField {...f} path="model" label="Model" help="The model name the service gives you" />
      <SecretField form={f.form} path="apiKey" label="API key" isSet={apiKeySet} />
    </SimpleGrid>
  );
}
