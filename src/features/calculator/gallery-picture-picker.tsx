import { useQuery } from '@tanstack/react-query';
import { Group, Image, Select, Text } from '@mantine/core';
import { useTRPC } from '#src/lib/trpc';

const CATEGORY_WORDS = {
  granite_colors: 'Granite Colors',
  catalog_items: 'Catalog Items',
  set_monuments: 'Set Monuments',
} as const;

/** Chooses a picture already in the gallery (uploaded through the image pipeline on Galleries). */
export function GalleryPicturePicker({
  label,
  category,
  value,
  onChange,
  error,
}: {
  label: string;
  category: keyof typeof CATEGORY_WORDS;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const trpc = useTRPC();
  const pictures = useQuery(trpc.admin.gallery.list.queryOptions({ category }));
  const items = pictures.data?.items ?? [];
  const chosen = items.find((item) => item.id === value);
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={label}
        description={`From the gallery's ${CATEGORY_WORDS[category]}; add pictures on Galleries.`}
        placeholder={pictures.isPending ? 'Loading pictures...' : 'No picture'}
        data={items.map((item) => ({ value: item.id, label: item.title ?? 'Untitled picture' }))}
        value={value}
        onChange={onChange}
        error={error}
        clearable
        searchable
        w={320}
        maw="100%"
      />
      {chosen?.thumbnailUrl ? (
        <Image src={chosen.thumbnailUrl} alt={chosen.title ?? ''} w={64} h={64} radius="sm" fit="cover" />
      ) : (
        value && (
          <Text size="sm" c="dimmed">
            (picture not found)
          </Text>
        )
      )}
    </Group>
  );
}
