import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, given text as if it were a file of the project (issue 28).
const eslint = new ESLint({ cwd: process.cwd() });
const rulesBroken = async (filePath: string, text: string) => {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((message) => message.ruleId);
};

const lines = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i)).join('\n');
const fileOf = (count: number) => `${lines(count, (i) => `export const value${i} = ${i};`)}\n`;
const functionOf = (statements: number) =>
  `export function planted(): number {\n  let total = 0;\n${lines(statements, (i) => `  total += ${i};`)}\n  return total;\n}\n`;

describe('the size limits of a file and a function', () => {
  it(
    'refuse a planted file of 401 lines and a planted function of more than 120, on the server and in the client',
    { timeout: 30_000 },
    async () => {
      expect(await rulesBroken('server/modules/planted.ts', fileOf(401))).toEqual(['max-lines']);
      expect(await rulesBroken('src/features/planted.ts', functionOf(118))).toEqual(['max-lines-per-function']);
    },
  );

  it('let through the same at the limit, and count neither blank lines nor comments', async () => {
    expect(await rulesBroken('server/modules/planted.ts', fileOf(400))).toEqual([]);
    expect(await rulesBroken('src/features/planted.ts', functionOf(116))).toEqual([]);
    const spaced = fileOf(400).replace(/\n/g, '\n\n// a comment\n');
    expect(await rulesBroken('server/modules/planted.ts', spaced)).toEqual([]);
  });

  it('leave tests and the site’s copy out', async () => {
    expect(await rulesBroken('server/modules/planted.test.ts', fileOf(401))).toEqual([]);
    expect(await rulesBroken('content/planted.ts', fileOf(401))).toEqual([]);
  });
});
