import { Alert, Button, List, Text } from '#src/components/plain';
import type { RuleChange, RuleFinding } from '#server/modules/cemeteries/cemeteries.choices';
import classes from './cemetery-picker.module.css';

/**
 * The rules of the chosen cemetery a design breaks, in the cemetery's words with their source and
 * date, each with the nearest allowed change when there is one (issue 35 point 4). Nothing is
 * blocked: the family may keep the design and ask us, and the office sees the same warning.
 * Without `onApply` the changes are not offered (a form that cannot change the design).
 */
export function CemeteryFindings({
  findings,
  onApply,
  notes,
  title = 'The cemetery’s rules',
}: {
  findings: readonly RuleFinding[];
  onApply?: (change: RuleChange) => void;
  notes?: readonly string[];
  title?: string;
}) {
  if (findings.length === 0 && !notes?.length) return null;
  return (
    <div role="status" className={classes.findings}>
      {findings.length > 0 && (
        <Alert color="orange" title={title}>
          <div className={classes.findings}>
            {findings.map((finding) => (
              <div key={finding.message} className={classes.finding}>
                <Text size="sm">{finding.message}</Text>
                {finding.change && onApply && (
                  <Button size="xs" variant="light" color="orange.9" onClick={() => onApply(finding.change!)}>
                    {finding.change.label}
                  </Button>
                )}
              </div>
            ))}
            <Text size="sm" c="dimmed">
              You can still ask us for a quote as it is: we will talk it through with you and the cemetery.
            </Text>
          </div>
        </Alert>
      )}
      {notes && notes.length > 0 && (
        <List size="sm" spacing={4} aria-label="What to know about this cemetery">
          {notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
