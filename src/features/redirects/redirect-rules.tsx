import { useState } from 'react';
import { Anchor, Badge, Button, Group, Table, Text, TextInput } from '@mantine/core';
import type { RouterOutputs } from '#src/lib/trpc';
import { counted } from '#server/modules/shared/plural';
import { filterRules } from './filter-rules';
import classes from './redirects.module.css';

type Rule = RouterOutputs['admin']['redirects']['list'][number];

/** The redirect rules, searchable, each to edit or delete. */
export function RedirectRules({
  rules,
  onEdit,
  onDelete,
}: {
  rules: Rule[];
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}) {
  const [search, setSearch] = useState('');
  const shownRules = filterRules(rules, search);
  return (
    <>
      <TextInput
        type="search"
        label="Search the rules"
        description="An old address, a word, a target page or a note"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="md"
      />
      <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
        {search.trim()
          ? `${shownRules.length} of ${counted(rules.length, 'rule')} match.`
          : `${counted(rules.length, 'rule')}.`}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Old address or word</Table.Th>
              <Table.Th>Goes to</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shownRules.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td className={classes.longText}>
                  {rule.pattern}{' '}
                  {rule.matchType === 'keyword' && (
                    <Badge size="sm" variant="light">
                      word
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor href={rule.targetPath} target="_blank">
                    {rule.targetPath}
                  </Anchor>
                </Table.Td>
                <Table.Td>{rule.statusCode === 301 ? 'Moved for good' : 'Best guess'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onEdit(rule)}>
                      Edit
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => onDelete(rule)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
