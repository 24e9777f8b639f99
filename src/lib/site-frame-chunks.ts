/**
 * The public site's frame in two files instead of seventeen (decision 239). Every public page
 * loads the `/_site` layout (header, footer, basket link, the plain components) before it is
 * hydrated; the automatic split made seventeen files of 0.1 to 6.7 kB of it, and each is a
 * request with its own response headers (about 0.9 kB each), so the frame crossed the network at
 * twice the size of its code. The build (vite.config.ts) groups the frame's modules into a file
 * of its own and two it shares with the staff screens, by how many of them use each module: a
 * staff screen never loads the public header and footer, and the screens that use the API client
 * do not load the plain components with it.
 */
export interface SiteFrameModules {
  /** Modules only the public site reaches through its layout: the frame's own file. */
  own: Set<string>;
  /** The layout's modules at least half the staff screens import too (the API client): one shared file. */
  common: Set<string>;
  /** The layout's modules a few staff screens import too (the plain components): another. */
  rare: Set<string>;
}

const ENTRY = /[\\/]src[\\/]entry-client\.tsx$/;
const STAFF_ROUTE = /[\\/]src[\\/]routes[\\/]admin[\\/]/;
/** The layout's split parts, as router-plugin names them (`_site.tsx?tsr-split=component---loader`). */
const SITE_LAYOUT = /[\\/]src[\\/]routes[\\/]_site\.tsx\?tsr-split=/;

/**
 * Splits the modules the site layout reaches (statically, less what the entry loads) into the
 * frame's own, those at least half the staff screens reach as well, and those fewer reach. What a
 * module imports is reached by every screen that reaches it, so a shared module never imports a
 * frame-only one, nor a common one a rare one: the files import each other one way only.
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
  // Each staff screen (a route file with its split parts) and what it reaches.
  const screens = new Map<string, string[]>();
  for (const id of ids.filter((id) => STAFF_ROUTE.test(id))) {
    const file = id.replace(/\?.*$/, '');
    screens.set(file, [...(screens.get(file) ?? []), id]);
  }
  const screensReaching = new Map<string, number>();
  for (const roots of screens.values())
    for (const id of reach(roots)) screensReaching.set(id, (screensReaching.get(id) ?? 0) + 1);
  const layout = [...reach(ids.filter((id) => SITE_LAYOUT.test(id)))].filter((id) => !entry.has(id));
  const used = (id: string) => screensReaching.get(id) ?? 0;
  return {
    own: new Set(layout.filter((id) => used(id) === 0)),
    common: new Set(layout.filter((id) => used(id) > 0 && used(id) * 2 >= screens.size)),
    rare: new Set(layout.filter((id) => used(id) > 0 && used(id) * 2 < screens.size)),
  };
}
