import { useQuery } from '@tanstack/react-query';
import { Code, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTRPC } from '#src/lib/trpc';

/**
 * A formula field that checks itself as staff type (on the server, where formulas run):
 * the problem and where it is, or the result on the sample values.
 */
export function FormulaInput({
  label,
  description,
  value,
  onChange,
  error,
  sample = {},
  required = true,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  sample?: Record<string, number>;
  required?: boolean;
}) {
  const trpc = useTRPC();
  const [debounced] = useDebouncedValue(value, 300);
  const check = useQuery({
    ...trpc.admin.calculator.checkFormula.queryOptions({ formula: debounced, sample }),
    enabled: debounced.trim().length > 0,
    placeholderData: (previous) => previous,
  });
  const result = debounced.trim() ? check.data : undefined;
  const problem =
    error ?? (result && !result.ok ? `${result.message} (at character ${result.position + 1})` : undefined);
  return (
    <div>
      <Textarea
        label={label}
        description={description}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={problem}
        autosize
        minRows={2}
        required={required}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {result && !result.ok && result.position >= 0 && (
        <Code block mt={4} aria-hidden="true">
          {debounced}
          {'\n'}
          {' '.repeat(Math.min(result.position, debounced.length))}^
        </Code>
      )}
      {result?.ok && (
        <Text size="sm" c="dimmed" mt={4} aria-live="polite">
          Looks right. On sample values it gives {Math.round(result.result * 100) / 100}
          {result.steps.length ? ` (${result.steps.join('; ')})` : ''}.
        </Text>
      )}
    </div>
  );
}
