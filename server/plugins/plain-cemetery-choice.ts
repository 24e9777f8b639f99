/**
 * A plain form's cemetery (decision 283): the cemetery picker writes the cemetery as typed in the
 * field `name`, and once one is chosen from our list, its slug and section in the hidden fields
 * `${name}Slug` and `${name}Section`. Here they become the procedures' `cemeteryChoice`, and a
 * refusal of the choice is shown beside the field the family sees.
 */

/** The form's fields with the hidden slug and section read as `cemeteryChoice` (absent when none was chosen). */
export function withCemeteryChoice(fields: Record<string, string>, name: string): Record<string, unknown> {
  const { [`${name}Slug`]: slug, [`${name}Section`]: section, ...rest } = fields;
  const chosen = slug?.trim();
  if (!chosen) return rest;
  return { ...rest, cemeteryChoice: { slug: chosen, ...(section?.trim() ? { section: section.trim() } : {}) } };
}

/** Messages by field, with the choice's message moved beside the cemetery field `name`. */
export function cemeteryErrorsBeside(errors: Record<string, string>, name: string): Record<string, string> {
  const { cemeteryChoice, ...rest } = errors;
  return cemeteryChoice && !rest[name] ? { ...rest, [name]: cemeteryChoice } : rest;
}
