/**
 * Lighthouse for the benchmark, from an install of its own (decision 299): scripts/lighthouse/'s
 * manifest and lock file, installed with `npm ci` into .tools/ the first time the benchmark runs
 * and again whenever the lock file changes (the folder is named by the lock file's hash). The
 * site's own install and the test command never download it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the benchmark reads of a Lighthouse result (the package's own types stay in its install). */
export interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
}
export type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;

const manifestDir = import.meta.dirname;
const root = path.resolve(manifestDir, '../..');

/** Installs Lighthouse when this lock file's install is missing; returns it and its version. */
export async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; version: string }> {
  const lock = fs.readFileSync(path.join(manifestDir, 'package-lock.json'));
  const dir = path.join(root, '.tools', `lighthouse-${createHash('sha256').update(lock).digest('hex').slice(0, 12)}`);
  const packageDir = path.join(dir, 'node_modules/lighthouse');
  if (!fs.existsSync(path.join(packageDir, 'package.json'))) {
    console.error(`Installing Lighthouse for this benchmark into ${path.relative(root, dir)} (once)...`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const file of ['package.json', 'package-lock.json'])
      fs.copyFileSync(path.join(manifestDir, file), path.join(dir, file));
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (install.status !== 0) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error('Lighthouse could not be installed (npm ci in scripts/lighthouse failed; see above).');
    }
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const module = (await import(pathToFileURL(path.join(packageDir, 'core/index.js')).href)) as { default: Lighthouse };
  return { lighthouse: module.default, version };
}
