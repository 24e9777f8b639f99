import type { AppDb } from '#db/create-db';
import type { SitemapSource } from './sitemap';

/** Every public route's path as the route tree writes it (`/gallery/$category/$slug`...). */
export type RoutePathsSource = () => Promise<string[]>;

const withoutQuery = (target: string) => target.split(/[?#]/)[0] ?? '';
const normalize = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
};

/**
 * The pages this site answers, resolved in-process: the route tree's static routes plus the
 * content pages behind its parameter routes (the sitemap's sources). Staff pick redirect targets
 * from this list and a target must be on it; its sections (routes with child routes, such as
 * /gallery or /faq) answer an unknown child with a real 404 instead of a keyword guess.
 *
 * The route tree lives in the page bundle, so the server-rendering plugin hands it over when it
 * loads (`useRoutePaths`); an app without pages knows no static routes.
 */
export class SitePages {
  private routePaths: Promise<string[]> | null = null;

  constructor(
    private readonly db: AppDb,
    /** The domains' sitemap sources (server/sitemap-sources.ts): the pages behind parameter routes. */
    private readonly contentSources: readonly SitemapSource[],
    private source: RoutePathsSource = async () => [],
  ) {}

  useRoutePaths(source: RoutePathsSource) {
    this.source = source;
    this.routePaths = null;
  }

  private async routes(): Promise<string[]> {
    this.routePaths ??= this.source().then((paths) => paths.map(normalize));
    return this.routePaths;
  }

  /** Routes without parameters: /, /about, /gallery... */
  async staticPaths(): Promise<string[]> {
    return (await this.routes()).filter((path) => !path.includes('$'));
  }

  /** Static routes that have routes below them: /gallery, /services, /faq... */
  async sections(): Promise<string[]> {
    const routes = await this.routes();
    return (await this.staticPaths()).filter(
      (path) => path !== '/' && routes.some((other) => other.startsWith(`${path}/`)),
    );
  }

  /** True for an address below a section (/gallery/anything): only a real page may answer it. */
  async isUnderSection(pathname: string): Promise<boolean> {
    const path = normalize(withoutQuery(pathname));
    return (await this.sections()).some((section) => path.startsWith(`${section}/`));
  }

  /** Every public page, sorted: static routes and content pages. */
  async list(): Promise<string[]> {
    const content = (await Promise.all(this.contentSources.map((source) => source(this.db))))
      .flat()
      .map((entry) => entry.path);
    return [...new Set([...(await this.staticPaths()), ...content])].sort();
  }

  /** Whether a page of this site answers at this address (its query string and fragment aside). */
  async exists(target: string): Promise<boolean> {
    const path = normalize(withoutQuery(target));
    return (await this.list()).some((page) => normalize(page) === path);
  }
}
