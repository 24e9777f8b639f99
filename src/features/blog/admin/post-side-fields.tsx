import { useState } from 'react';
import { Button, FileInput, NativeSelect, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  BLOG_CATEGORIES,
  blogCategoryLabels,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
} from '#server/modules/blog/blog.choices';
import { counted } from '#server/modules/shared/plural';
import { ACCEPTED_IMAGE_TYPES } from '#src/kernels/media/use-image-uploads';
import { uploadBlogImage } from './upload-blog-image';
import type { EditorFields } from './local-copy';
import type { PostSave } from './use-post-save';

function lengthHint(value: string, hint: number) {
  const n = value.length;
  if (n === 0) return `Leave empty to use the post's own. Aim for under ${hint} characters.`;
  return n > hint
    ? `${counted(n, 'character')}: search engines may cut it after about ${hint}.`
    : `${n} of about ${hint} characters.`;
}

/** The column beside the words: the category, the cover picture and what search engines show. */
export function PostSideFields({ save }: { save: PostSave }) {
  const { fields, update } = save;
  return (
    <Stack gap="md">
      <NativeSelect
        label="Category"
        value={fields.category}
        onChange={(e) => update('category', e.currentTarget.value as EditorFields['category'])}
        data={BLOG_CATEGORIES.map((c) => ({ value: c, label: blogCategoryLabels[c] }))}
      />
      <CoverPicture save={save} />
      <SearchEngineFields save={save} />
    </Stack>
  );
}

/** The cover: uploaded through the blog's image pipeline, described for those who cannot see it. */
function CoverPicture({ save }: { save: PostSave }) {
  const { fields, setFields, setSaveState, errors, update } = save;
  const [coverError, setCoverError] = useState<string | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);

  // A new cover or none is a change to save, like any typed one.
  const setCover = (coverImageId: number | null, coverSrc: string | null) => {
    setFields((f) => ({ ...f, coverImageId, coverSrc }));
    setSaveState((s) => (s === 'conflict' ? s : 'unsaved'));
  };

  const uploadCover = async (file: File | null) => {
    if (!file) return;
    setCoverBusy(true);
    setCoverError(null);
    try {
      const image = await uploadBlogImage(file, 'cover');
      setCover(image.id, image.image.src);
    } catch (error) {
      setCoverError(error instanceof Error ? error.message : 'The upload did not work. Please try again.');
    } finally {
      setCoverBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={500} size="sm">
          Cover picture
        </Text>
        {fields.coverSrc ? (
          <img src={fields.coverSrc} alt="" style={{ width: '100%', height: 'auto', borderRadius: 6 }} />
        ) : (
          <Text size="sm" c="gray.7">
            Shown at the top of the post and on /blog.
          </Text>
        )}
        <FileInput
          label={fields.coverSrc ? 'Replace the picture' : 'Choose a picture'}
          placeholder="JPEG, PNG, WebP or AVIF"
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={uploadCover}
          disabled={coverBusy}
          error={coverError}
          value={null}
        />
        {coverBusy ? <Text size="sm">Uploading...</Text> : null}
        <TextInput
          label="Describe the cover"
          description="For visitors who cannot see it."
          value={fields.coverAlt}
          onChange={(e) => update('coverAlt', e.currentTarget.value)}
          error={errors.coverAlt || undefined}
          required={!!fields.coverImageId}
          maxLength={300}
        />
        {fields.coverImageId ? (
          <Button variant="subtle" size="xs" color="red.8" onClick={() => setCover(null, null)}>
            Remove the cover
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The title and description search engines show, with how long each may be. */
function SearchEngineFields({ save }: { save: PostSave }) {
  const { fields, errors, update } = save;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={500} size="sm">
          Search engines
        </Text>
        <TextInput
          label="Search title"
          value={fields.seoTitle}
          onChange={(e) => update('seoTitle', e.currentTarget.value)}
          description={lengthHint(fields.seoTitle, SEO_TITLE_HINT)}
          error={errors.seoTitle || undefined}
          maxLength={120}
        />
        <Textarea
          label="Search description"
          value={fields.seoDescription}
          onChange={(e) => update('seoDescription', e.currentTarget.value)}
          description={lengthHint(fields.seoDescription, SEO_DESCRIPTION_HINT)}
          error={errors.seoDescription || undefined}
          autosize
          minRows={2}
          maxLength={320}
        />
      </Stack>
    </Paper>
  );
}
