import { useEffect, useState } from 'react';
import { Badge, Stack, Text, TextField } from '#src/components/plain';
import { SimpleGrid } from '#src/components/layout/responsive-grid';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';

/** Step 5: where the monument will stand (ZIP code, town, cemetery), sent a moment after typing stops. */
export function WhereItGoes({
  choices,
  zipError,
  onCommit,
}: {
  choices: CalculatorChoices;
  zipError?: string;
  onCommit: (next: Partial<CalculatorChoices>) => void;
}) {
  const [zip, setZip] = useState(choices.zip ?? '');
  const [town, setTown] = useState(choices.town ?? '');
  const [cemetery, setCemetery] = useState(choices.cemetery ?? '');
  const zipBad = zip.trim() !== '' && !/^\d{5}$/.test(zip.trim());
  useEffect(() => {
    const timer = setTimeout(() => {
      const next: Partial<CalculatorChoices> = {
        zip: /^\d{5}$/.test(zip.trim()) ? zip.trim() : undefined,
        town: town.trim() || undefined,
        cemetery: cemetery.trim() || undefined,
      };
      if (next.zip !== choices.zip || next.town !== choices.town || next.cemetery !== choices.cemetery) onCommit(next);
    }, 600);
    return () => clearTimeout(timer);
  }, [zip, town, cemetery, choices.zip, choices.town, choices.cemetery, onCommit]);
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
      <TextField
        name="cemetery"
        label="Cemetery (if you know it)"
        value={cemetery}
        onChange={(e) => setCemetery(e.currentTarget.value)}
        maxLength={120}
      />
      <Badge variant="light" color="gray" size="lg" style={{ alignSelf: 'flex-start', textTransform: 'none' }}>
        Cemetery fees are paid to the cemetery and shown apart
      </Badge>
    </Stack>
  );
}
