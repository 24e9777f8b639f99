import type { WordPressReport } from './content-migration.schema';

/**
 * The WordPress import's report as a plain text file staff can keep, print or send (the screen
 * offers it for download; the same words as the screen). Imports nothing but types: the staff
 * screen builds it in the browser.
 */
export function wordpressReportText(report: WordPressReport, when: Date = new Date()): string {
  const t = report.totals;
  const applied = report.status === 'applied';
  const lines: string[] = [];
  lines.push(
    `WordPress import report${report.site?.title ? `: ${report.site.title}` : ''}`,
    `${applied ? 'Imported' : 'Checked (nothing imported yet)'} on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Posts in the file: ${t.posts}`,
    `${applied ? 'Imported as drafts' : 'To import as drafts'}: ${t.imported}`,
    `Not imported: ${t.skipped.alreadyHere + t.skipped.private + t.skipped.password + t.skipped.unreadable}` +
      ` (already on the blog ${t.skipped.alreadyHere}, private ${t.skipped.private},` +
      ` protected by a password ${t.skipped.password}, unreadable ${t.skipped.unreadable})`,
    `Pictures fetched: ${t.images.fetched}; already here: ${t.images.alreadyHere}; failed: ${t.images.failed}` +
      (t.images.toFetch ? `; to fetch: ${t.images.toFetch}` : ''),
    `Shortcodes converted: ${t.shortcodes.converted}; made plain links: ${t.shortcodes.links}; removed: ${t.shortcodes.removed}`,
    `Redirects from old addresses ${applied ? 'made' : 'to make'}: ${t.redirects.made}; refused: ${t.redirects.refused}`,
    `Pages and other items left out: ${t.ignored}`,
  );
  const failed = report.posts.flatMap((p) =>
    p.images.filter((i) => i.outcome === 'failed').map((i) => `- ${p.title}: ${i.url} (${i.reason ?? 'failed'})`),
  );
  if (failed.length)
    lines.push(
      '',
      'Pictures that could not be brought over (their description is shown in the post instead):',
      ...failed,
    );
  const skipped = report.posts.filter((p) => p.note && p.outcome !== 'new' && p.outcome !== 'added');
  if (skipped.length) lines.push('', 'Posts not imported:', ...skipped.map((p) => `- ${p.title}: ${p.note}`));
  const shortcodes = report.posts.flatMap((p) =>
    p.shortcodes
      .filter((s) => s.action !== 'converted')
      .map(
        (s) =>
          `- ${p.title}: [${s.name}] ${s.action === 'link' ? `became a link to ${s.detail}` : `removed (${s.detail})`}`,
      ),
  );
  if (shortcodes.length) lines.push('', 'Embeds and shortcodes that became links or were removed:', ...shortcodes);
  const redirects = report.posts.flatMap((p) => (p.redirect ? [p.redirect] : []));
  const refused = redirects.filter((r) => 'refused' in r);
  if (refused.length) {
    lines.push(
      '',
      'Old addresses not redirected:',
      ...refused.map((r) => `- ${r.from}: ${'refused' in r ? r.refused : ''}`),
    );
  }
  const made = redirects.filter((r) => !('refused' in r));
  if (made.length) {
    lines.push(
      '',
      `Old addresses redirected (a temporary redirect to the blog until the post is published, then a permanent one to the post):`,
      ...made.map((r) =>
        'refused' in r
          ? ''
          : r.waitingFor
            ? `- ${r.from} → ${r.to} now (302), ${r.waitingFor} once published (301)`
            : `- ${r.from} → ${r.to} (${r.statusCode})`,
      ),
    );
  }
  if (report.problems.length) lines.push('', 'Notes:', ...report.problems.map((p) => `- ${p}`));
  return `${lines.join('\n')}\n`;
}
