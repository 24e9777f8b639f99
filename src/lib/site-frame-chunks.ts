/**
 * The public site's frame in two files instead of seventeen (decision 239). Every public page
 * loads the `/_site` layout (header, footer, basket link, the plain components) before it is
 * hydrated; the automatic split made seventeen files of 0.1 to 6.7 kB of it, and each is a
 * request with its own response headers (about 0.9 kB each), so the frame crossed the network at
 * twice the size of its code. The build (vite.config.ts) groups the frame's modules into one
 * file of its own and one it shares with the staff screens: a staff screen never loads the
 * public header and footer, and a module the staff screens share stays out of the frame's own
 * file.
 */
export interface SiteFrameModules {
  /** Modules only the public site reaches through its layout: the frame's own file. */
  own: Set<string>;
  /** The layout's modules the staff screens import too: one shared file. */
  shared: Set<string>;
}

const ENTRY = /[\\/]src[\\/]entry-client\.tsx$/;
const STAFF_ROUTE = /[\\/]src[\\/]routes[\\/]admin[\\/]/;
/** The layout's split parts, as router-plugin names them (`_site.tsx?tsr-split=component---loader`). */
const SITE_LAYOUT = /[\\/]src[\\/]routes[\\/]_site\.tsx\?tsr-split=/;

/**
 * Splits the modules the site layout reaches (statically, less what the entry loads) into the
 * frame's own and those the staff screens' routes reach as well. A staff module never imports a
 * frame-only one (what it imports the staff reach too), so the frame's file imports the shared
 * file and never the other way round: no cycle between the two.
 */
export function siteFrameModules(
  ids: readonly string[],
  importsOf: (id: string) => readonly string[],
): SiteFrameModules {
  const reach = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...importsOf(id));
    }
    return seen;
  };
  const entry = reach(ids.filter((id) => ENTRY.test(id)));
  const staff = reach(ids.filter((id) => STAFF_ROUTE.test(id)));
  const layout = [...reach(ids.filter((id) => SITE_LAYOUT.test(id)))].filter((id) => !entry.has(id));
  return {
    own: new Set(layout.filter((id) => !staff.has(id))),
    shared: new Set(layout.filter((id) => staff.has(id))),
  };
}
