/**
 * Lighthouse for the benchmark, from an install of its own (decision 299): scripts/provision.sh
 * --lighthouse (which `npm run bench:lighthouse` runs first) installs scripts/lighthouse/'s
 * manifest and lock file into .tools/lighthouse/. The site's own install and the test command
 * never download it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the benchmark reads of a Lighthouse result (the package's own types stay in its install). */
interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;

const packageDir = path.resolve(import.meta.dirname, '../../.tools/lighthouse/node_modules/lighthouse');

/** Lighthouse and its version, from .tools/lighthouse/. */
export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; version: string }> {
  const manifest = path.join(packageDir, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new Error('Lighthouse is not installed: run `npm run bench:lighthouse`, which installs it into .tools/.');
  }
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  const module = (await import(pathToFileURL(path.join(packageDir, 'core/index.js')).href)) as { default: Lighthouse };
  return { lighthouse: module.default, version };
}
