import { execFileSync } from 'node:child_process';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './sitemap';

const SITE = 'https://caldwell.example';
const PRIVATE = ['/admin', '/admin/login', '/admin/quote-requests?status=new', '/trpc/public.gallery.list'];
const PUBLIC = ['/', '/gallery', '/blog/choosing-a-granite-color', '/pricing', '/contact-us', '/book', '/sitemap.xml'];
const AGENTS = ['Googlebot', 'Bingbot', 'DuckDuckBot', 'facebookexternalhit', 'SomeNewCrawler/1.0'];

/**
 * Python's urllib.robotparser: it takes the first line that matches, as several crawlers do
 * (a second reader we did not write). One process answers every agent and path.
 */
function pythonReads(text: string, agents: string[], paths: string[]): Record<string, boolean[]> {
  const script = [
    'import sys, json, urllib.robotparser',
    'data = json.loads(sys.stdin.read())',
    'parser = urllib.robotparser.RobotFileParser()',
    'parser.parse(data["text"].splitlines())',
    'print(json.dumps({a: [parser.can_fetch(a, data["site"] + p) for p in data["paths"]] for a in data["agents"]}))',
  ].join('\n');
  const out = execFileSync('python3', ['-c', script], {
    input: JSON.stringify({ text, agents, site: SITE, paths }),
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, boolean[]>;
}

describe('robots.txt as every reader reads it', () => {
  const text = robotsTxt(SITE);

  it('keeps crawlers out of the staff area and the API, and lets them read every public page (robots-parser)', () => {
    const robots = robotsParser(`${SITE}/robots.txt`, text);
    for (const agent of AGENTS) {
      for (const path of PRIVATE) expect(robots.isAllowed(`${SITE}${path}`, agent), `${agent} ${path}`).toBe(false);
      for (const path of PUBLIC) expect(robots.isAllowed(`${SITE}${path}`, agent), `${agent} ${path}`).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  });

  it('reads the same by the first-match rule of Python’s urllib.robotparser', () => {
    const read = pythonReads(text, AGENTS, [...PRIVATE, ...PUBLIC]);
    for (const agent of AGENTS) {
      expect(read[agent], agent).toEqual([...PRIVATE.map(() => false), ...PUBLIC.map(() => true)]);
    }
  }, 20_000);

  it('has no "Allow: /" a first-match reader would stop at', () => {
    expect(text).not.toMatch(/^Allow:\s*\/\s*$/m);
  });
});
