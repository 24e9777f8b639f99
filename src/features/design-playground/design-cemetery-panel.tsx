import { List, Paper, Stack, Text, Title } from '#src/components/plain';
import { cemeteryFeeLines, type CemeteryFeeLine } from '#server/modules/cemeteries/cemeteries.choices';
import { counted } from '#server/modules/shared/plural';
import { CemeteryPicker } from '#src/features/cemeteries/cemetery-picker';
import type { DesignCemetery } from './design-cemetery-pick';

/**
 * The cemetery's own fees, apart from our price (issue 35 point 5): the chosen section's, or
 * "set by the cemetery" while we do not know them (a cemetery we do not list, a section not
 * chosen yet). None until a cemetery is chosen.
 */
export function designFeeLines(cemetery: Pick<DesignCemetery, 'chosen' | 'rules'>): CemeteryFeeLine[] | null {
  if (!cemetery.chosen) return null;
  return cemeteryFeeLines(cemetery.rules ?? { settingFeeCents: null, permitFeeCents: null });
}

/**
 * "Where it goes": the shared cemetery picker beside the stone's panels, with what the family
 * should know of the chosen section (its foundation, fees and lead time, its notes and when the
 * rules were confirmed). The rules themselves are checked in the checks beside the stone.
 */
export function CemeteryPanel({ cemetery, findings }: { cemetery: DesignCemetery; findings: number }) {
  const { pick, onPick, rules, section, problem } = cemetery;
  const notListed = !!pick && 'notListed' in pick;
  const severalSections = !!pick && 'slug' in pick && !pick.section && pick.sections.length > 1;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cemetery-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cemetery-title">
          Where it goes
        </Title>
        <CemeteryPicker
          value={pick}
          onChange={onPick}
          label="Cemetery"
          description="Cemeteries have their own rules on size, kind and granite. Choose yours and we check the design against them as you go."
          error={problem ?? undefined}
          name="cemetery"
        />
        {rules && section && (
          <Stack gap={4} data-testid="cemetery-rules">
            <Text size="sm" fw={600}>
              {findings === 0
                ? 'This design fits the rules we have for this section.'
                : `${counted(findings, 'rule')} of this section ${findings === 1 ? 'needs' : 'need'} a look: see “Checks” beside the stone.`}
            </Text>
            <List size="sm" spacing={2} aria-label="What to know about this cemetery">
              {section.whatToKnow.map((note) => (
                <List.Item key={note}>{note}</List.Item>
              ))}
              {section.notes.trim() && <List.Item>{section.notes.trim()}</List.Item>}
            </List>
            <Text size="xs" c="dimmed">
              {section.confirmation} Cemeteries change their rules: we confirm them again before anything is ordered.
            </Text>
          </Stack>
        )}
        {severalSections && (
          <Text size="sm" c="dimmed">
            Choose the section to check the design against its rules.
          </Text>
        )}
        {notListed && (
          <Text size="sm" c="dimmed">
            We do not have this cemetery’s rules yet, so we cannot check the design against them here. We will ask the
            cemetery for you before anything is ordered.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
