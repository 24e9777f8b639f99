import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/**
 * The integration files that take longest, longest first (measured, decision 241): waits on real
 * things (processes killed and started again, retry gaps, a model stub's time-out, a command run
 * in fresh processes) or thousands of requests. From a fresh clone Vitest has no earlier
 * durations and runs the largest files first, which left the small files that wait longest
 * (event delivery, the email queue, the gallery import command) for the end, one worker waiting
 * on a timer while the other had nothing left to run.
 */
export const SLOW_FILES = [
  'tests/input-fuzz.integration.test.ts',
  'server/modules/backup/backup.integration.test.ts',
  'tests/edge-hardening.integration.test.ts',
  'tests/event-delivery.integration.test.ts',
  'server/modules/email/email.queue.integration.test.ts',
  'server/modules/email/email.integration.test.ts',
  'tests/seed-gallery-cli.integration.test.ts',
  'server/modules/webhooks/webhooks.delivery.integration.test.ts',
  'server/modules/monument-expert/monument-expert.integration.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOW_FILES.length : index;
};

/**
 * Vitest's own order (earlier durations when it has them, else the largest files first), with the
 * files above moved to the front of their project in the order listed, and the integration files
 * before the unit files: in one run of both (the test command's, decision 291) the unit files are
 * many and short, and fill the end where one worker would otherwise wait for the other's last
 * integration file. Vitest's sequencer is loaded only when tests run: the build reads this config too.
 */
export class SlowFilesFirst implements TestSequencer {
  private base: Promise<TestSequencer>;
  constructor(ctx: Vitest) {
    this.base = import('vitest/node').then(({ BaseSequencer }) => new BaseSequencer(ctx));
  }
  async shard(files: TestSpecification[]) {
    return (await this.base).shard(files);
  }
  async sort(files: TestSpecification[]) {
    const sorted = await (await this.base).sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    // Integration, then unit; within each, the slow files first. The two integration projects
    // (shared workers, and a process per file) are one list: their slow files lead both.
    const unit = (spec: TestSpecification) => (spec.project.name.startsWith('unit') ? 1 : 0);
    return [...sorted].sort((a, b) => unit(a) - unit(b) || rank(a) - rank(b) || position.get(a)! - position.get(b)!);
  }
}
