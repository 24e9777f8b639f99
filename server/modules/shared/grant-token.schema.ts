import { uuid } from './text.schema';

/**
 * A browser's access-form grant token, as it sends it with each use of a gated tool (the
 * calculator, the monument expert, the design playground's save, sheet and basket). Shared, not
 * taken from the access domain's schema: the basket's schema importing that one split the
 * bundler's runtime out of the first load into a second file (decision 204's check caught it).
 */
export const grantTokenSchema = uuid('Please fill in the short form again.').nullish();
