import { useEffect, useState } from 'react';
import { Stack, Text, TextField } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import { CemeteryPicker } from '#src/features/cemeteries/cemetery-picker';
import { CemeteryFindings } from '#src/features/cemeteries/cemetery-findings';
import type { CalculatorCemetery } from './calculator-cemetery';

/**
 * Step 5: where the monument will stand. The ZIP code and town are sent a moment after typing
 * stops; the cemetery is chosen from our list (its rules then checked, its fees shown apart) or
 * kept as typed when we do not list it. Before the script, the cemetery is a plain text field.
 */
export function WhereItGoes({
  choices,
  zipError,
  cemeteryError,
  onCommit,
  cemetery,
}: {
  choices: CalculatorChoices;
  zipError?: string;
  cemeteryError?: string;
  onCommit: (next: Partial<CalculatorChoices>) => void;
  cemetery: CalculatorCemetery;
}) {
  const [zip, setZip] = useState(choices.zip ?? '');
  const [town, setTown] = useState(choices.town ?? '');
  const zipBad = zip.trim() !== '' && !/^\d{5}$/.test(zip.trim());
  useEffect(() => {
    const timer = setTimeout(() => {
      const next: Partial<CalculatorChoices> = {
        zip: /^\d{5}$/.test(zip.trim()) ? zip.trim() : undefined,
        town: town.trim() || undefined,
      };
      if (next.zip !== choices.zip || next.town !== choices.town) onCommit(next);
    }, 600);
    return () => clearTimeout(timer);
  }, [zip, town, choices.zip, choices.town, onCommit]);
  return (
    <Stack gap="md">
      <Text>Delivery and installation are included in our service area. Tell us where the monument will stand.</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField
          name="zip"
          label="ZIP code"
          value={zip}
          onChange={(e) => setZip(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={zipBad ? 'Please enter a 5-digit ZIP code' : zipError}
        />
        <TextField
          name="town"
          label="Town"
          value={town}
          onChange={(e) => setTown(e.currentTarget.value)}
          maxLength={80}
        />
      </SimpleGrid>
      <CemeteryPicker
        name="cemetery"
        label="Cemetery (if you know it)"
        description="Type part of its name or its town: we check your choices against the rules of the cemeteries we know. Not on our list? Keep the name as you typed it."
        value={cemetery.pick}
        onChange={cemetery.onPick}
        error={cemeteryError}
      />
      <CemeteryFindings findings={cemetery.findings} onApply={cemetery.apply} />
      <Text size="sm" c="dimmed">
        The cemetery’s own fees are paid to the cemetery and shown apart from our price.
      </Text>
    </Stack>
  );
}
