import { z } from 'zod';
import { optionalText, text, uuid } from '../shared/text.schema';

import { SITE_IMAGE_CATEGORIES } from './site-image-categories';

export { SITE_IMAGE_CATEGORIES, type SiteImageCategory } from './site-image-categories';
export const siteImageCategorySchema = z.enum(SITE_IMAGE_CATEGORIES);

const id = uuid('Unknown image');

/** What staff edit on a site image. Alt text is required: these images carry meaning on the page. */
export const siteImageEditSchema = z.object({
  name: text(120, 'Keep the name under 120 characters').min(1, { error: 'Enter a name' }),
  altText: text(250, 'Keep the description under 250 characters').min(1, {
    error: 'Describe the photo for people who cannot see it',
  }),
  usageNotes: optionalText(1000, 'Keep the notes under 1,000 characters').nullable(),
  isActive: z.boolean(),
});
export type SiteImageEdit = z.infer<typeof siteImageEditSchema>;

export const siteImageListSchema = z.object({ category: siteImageCategorySchema });
export const siteImageUpdateSchema = z.object({ id, item: siteImageEditSchema });
export const siteImageIdsSchema = z.object({
  ids: z.array(id).min(1, { error: 'Select at least one image' }).max(500),
});
export const siteImageSetActiveSchema = siteImageIdsSchema.extend({ active: z.boolean() });
export const siteImageReorderSchema = z.object({
  category: siteImageCategorySchema,
  ids: z.array(id).min(1).max(2000),
});
export const siteImageUploadQuerySchema = z.object({
  category: z.enum(SITE_IMAGE_CATEGORIES, { error: 'Choose where the image is used first.' }),
});
