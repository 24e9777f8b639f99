import { Stack, Title } from '@mantine/core';
import { ExportCard } from './export-card';
import { ImportCard } from './import-card';
import { WordPressCard } from './wordpress-card';

/** /admin/content-migration: export the site's content, import an archive, bring posts from WordPress. */
export function ContentMigrationScreen() {
  return (
    <Stack gap="lg">
      <Title order={1}>Content migration</Title>
      <ExportCard />
      <ImportCard />
      <WordPressCard />
    </Stack>
  );
}
