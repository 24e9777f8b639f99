import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';

/**
 * The search box above a staff list (StaffList, staff-list.tsx): what staff type is kept
 * until they search; Clear empties it and the filter. `onSearch` gets the trimmed words, or
 * undefined for none.
 */
export function ListSearch({
  value,
  placeholder,
  onSearch,
}: {
  value: string | undefined;
  placeholder: string;
  onSearch: (q: string | undefined) => void;
}) {
  const [query, setQuery] = useState(value ?? '');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(query.trim() || undefined);
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Search"
          placeholder={placeholder}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={280}
        />
        <Button type="submit" variant="light">
          Search
        </Button>
        {value && (
          <Button
            variant="subtle"
            onClick={() => {
              setQuery('');
              onSearch(undefined);
            }}
          >
            Clear
          </Button>
        )}
      </Group>
    </form>
  );
}
