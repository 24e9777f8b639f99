import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions every embedded database loads, so migrations can `create extension`
 * them exactly as on a PostgreSQL server: `btree_gist` gives the bookings table its exclusion
 * constraint over office, consultant and time range (decision record 060), `pg_trgm` the cemetery
 * search its typo tolerance (decision record 266). Pass as
 * `new PGlite({ extensions: pgliteExtensions })` wherever a PGlite is opened.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };
