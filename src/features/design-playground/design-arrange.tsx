import { Button, Paper, Stack, Text, Title } from '#src/components/plain';
import type { DesignCheck } from '#server/modules/design/design.checks';
import type { RuleChange } from '#server/modules/cemeteries/cemeteries.choices';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { bringForward, duplicateBlock, removeBlock } from './design-editing';
import { canRedo, canUndo, type History } from './design-history';
import { takeAlternative } from './design-playground-edits';
import type { ChangeDesign } from './design-playground-state';
import classes from './design-playground.module.css';

/** The moves on the chosen block, and undo and redo (also Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y). */
export function ArrangeBar({
  design,
  history,
  selectedId,
  onSelect,
  onChange,
  onUndo,
  onRedo,
}: {
  design: DesignConfiguration;
  history: History<DesignConfiguration>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: ChangeDesign;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const selected =
    selectedId && [...design.lettering, ...design.art].some((b) => b.id === selectedId) ? selectedId : null;
  return (
    <div role="toolbar" aria-label="Arrange" className={classes.toolbar}>
      <Button
        size="compact-sm"
        variant="default"
        onClick={onUndo}
        disabled={!canUndo(history)}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={onRedo}
        disabled={!canRedo(history)}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        Redo
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={!selected}
        onClick={() => {
          if (!selected) return;
          const copy = duplicateBlock(design, selected);
          if (!copy.id) return;
          onChange(copy.design);
          onSelect(copy.id);
        }}
      >
        Duplicate
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={!selected}
        onClick={() => selected && onChange(bringForward(design, selected))}
      >
        Bring forward
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        disabled={!selected}
        onClick={() => {
          if (!selected) return;
          onChange(removeBlock(design, selected));
          onSelect(null);
        }}
      >
        Delete
      </Button>
      <Text size="xs" c="dimmed" w="100%">
        {selected
          ? 'Drag the chosen block, or use the arrow keys on the stone (Shift moves an inch).'
          : 'Tap a block on the stone, or “Select on the stone” in its panel, to move it.'}
      </Text>
    </div>
  );
}

/**
 * What needs a look, in plain words beside the stone; a line too wide offers its shorter form
 * with one tap, a cemetery's rule its nearest allowed change (decision 280). Nothing is refused.
 */
export function ChecksList({
  checks,
  design,
  onChange,
  onSelect,
  onApply,
  checkedPlace = null,
}: {
  checks: DesignCheck[];
  design: DesignConfiguration;
  onChange: ChangeDesign;
  onSelect: (id: string | null) => void;
  /** Makes a cemetery rule's nearest allowed change (one undo step). */
  onApply: (change: RuleChange) => void;
  /** The cemetery section whose rules were checked ("Rose Hill Cemetery, section B"), if any. */
  checkedPlace?: string | null;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="checks-title">
      <Title order={2} size="h5" id="checks-title" mb={4}>
        Checks
      </Title>
      <div aria-live="polite">
        {checks.length === 0 ? (
          <Text size="sm" c="teal.9">
            ✓ Everything fits: the lettering is tall enough, clear of the edges and not overlapping
            {checkedPlace ? `, and the stone keeps to the rules of ${checkedPlace}.` : '.'}
          </Text>
        ) : (
          <ul className={classes.checks}>
            {checks.map((check, index) => (
              <li key={`${check.kind}-${index}`}>
                <Text size="sm" component="span">
                  {check.message}
                </Text>{' '}
                {check.alternative && (
                  <Button size="compact-xs" variant="light" onClick={() => onChange(takeAlternative(design, check))}>
                    Use “{check.alternative.replace('\n', ' / ')}”
                  </Button>
                )}
                {check.change && (
                  <Button size="compact-xs" variant="light" color="orange.9" onClick={() => onApply(check.change!)}>
                    {check.change.label}
                  </Button>
                )}
                {'block' in check.target && !check.alternative && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onSelect((check.target as { block: string }).block)}
                  >
                    Show me
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Paper>
  );
}

/** The design in words, kept current for a screen reader (and anyone who would rather read it). */
export function DescriptionRegion({ description }: { description: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} id="description-title">
        The design in words
      </Text>
      <p className={classes.description} role="status" aria-labelledby="description-title" id="design-description">
        {description}
      </p>
    </Stack>
  );
}
