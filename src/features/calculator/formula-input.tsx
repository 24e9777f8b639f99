import { useQuery } from '@tanstack/react-query';
import { Code, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTRPC } from '#src/lib/trpc';

/** Sample values formulas are tried on (a single upright in Georgia Gray). */
export const SAMPLE_DEFAULTS: Record<string, number> = {
  length: 36,
  width: 6,
  height: 24,
  cubic_feet: 3,
  color_rate: 55,
  face_sq_in: 864,
  top_sq_in: 216,
  perimeter_in: 84,
  stone: 285,
  quantity: 1,
  footprint_sq_in: 864,
  base_length: 42,
  base_width: 12,
  stone_total: 480,
  part_count: 2,
  names: 2,
  full_dates: 1,
  extra_lines: 1,
  extra_letters: 12,
  etching_sq_in: 0,
  has_foundation: 1,
  has_cemetery: 0,
  delivery_zip: 74820,
  subtotal: 750,
};

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
  sample = SAMPLE_DEFAULTS,
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
    error ?? (result && !result.ok ? `${result.message} at character ${result.position + 1}.` : undefined);
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
