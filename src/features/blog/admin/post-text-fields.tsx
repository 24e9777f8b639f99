import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { BLOG_SLUG_PATTERN, blogPostPath } from '#server/modules/blog/blog.choices';
import { useTRPC } from '#src/lib/trpc';
import { ACCEPTED_IMAGE_TYPES } from '#src/kernels/media/use-image-uploads';
import { RichTextField, type RichTextPictures } from '#src/components/admin/rich-text-editor';
import { uploadBlogImage } from './upload-blog-image';
import type { PostSave } from './use-post-save';

/** The body's pictures go through the blog's upload (the image pipeline). */
const bodyPictures: RichTextPictures = {
  accept: ACCEPTED_IMAGE_TYPES,
  upload: async (file) => (await uploadBlogImage(file, 'body')).body,
};

/** The address as staff type it: made from the title until they change it, and checked as typed. */
function useAddressCheck({ fields, errors, server }: PostSave) {
  const trpc = useTRPC();
  const [debouncedSlug] = useDebouncedValue(fields.slug, 400);
  const slugCheck = useQuery({
    ...trpc.admin.blog.checkSlug.queryOptions({ slug: debouncedSlug, id: server?.id }),
    enabled: BLOG_SLUG_PATTERN.test(debouncedSlug),
  });
  const slugMessage = !fields.slug
    ? 'Made from the title; you can change it.'
    : !BLOG_SLUG_PATTERN.test(fields.slug)
      ? null
      : slugCheck.data && debouncedSlug === fields.slug
        ? slugCheck.data.available
          ? `The address will be ${blogPostPath(fields.slug)}`
          : null
        : 'Checking the address...';
  const slugError =
    errors.slug ||
    (fields.slug && !BLOG_SLUG_PATTERN.test(fields.slug)
      ? 'Use lowercase letters, numbers and single hyphens, like "choosing-a-granite-color".'
      : slugCheck.data && !slugCheck.data.available && debouncedSlug === fields.slug
        ? 'Another post already uses this address. Please choose a different one.'
        : undefined);
  return { slugMessage, slugError };
}

/** The post's words: title, address, summary and body. */
export function PostTextFields({ save }: { save: PostSave }) {
  const { fields, errors, server, setTitle, setSlugEdited, update } = save;
  const { slugMessage, slugError } = useAddressCheck(save);
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        value={fields.title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title || undefined}
        maxLength={200}
        required
        size="md"
      />
      <TextInput
        label="Address"
        leftSection={<Text size="sm">/blog/</Text>}
        leftSectionWidth={56}
        value={fields.slug}
        onChange={(e) => {
          setSlugEdited(true);
          update('slug', e.currentTarget.value.toLowerCase());
        }}
        description={slugError ? undefined : slugMessage}
        error={slugError}
        maxLength={120}
      />
      {server?.status === 'published' && server.slug !== fields.slug && BLOG_SLUG_PATTERN.test(fields.slug) ? (
        <Text size="sm" c="gray.7">
          The old address {blogPostPath(server.slug)} will keep working: it will send visitors here.
        </Text>
      ) : null}
      <Textarea
        label="Summary"
        description="One or two sentences: shown on /blog, in link previews and in the feed."
        value={fields.excerpt}
        onChange={(e) => update('excerpt', e.currentTarget.value)}
        error={errors.excerpt || undefined}
        autosize
        minRows={2}
        maxLength={400}
      />
      <div>
        <Text fw={500} size="sm" mb={4} id="body-label">
          Post
        </Text>
        {errors.bodyHtml ? (
          <Text c="red.8" size="sm" mb={4}>
            {errors.bodyHtml}
          </Text>
        ) : null}
        <RichTextField
          label="Post body"
          testId="post-body"
          value={fields.bodyHtml}
          onChange={(html) => update('bodyHtml', html)}
          pictures={bodyPictures}
        />
      </div>
    </Stack>
  );
}
