/**
 * A one-line progress bar for CLIs on a terminal; plain lines when the output is a file or a
 * pipe (CI logs), so nothing is lost.
 */
export function createProgressBar(total: number, stream: NodeJS.WriteStream = process.stderr) {
  const width = 28;
  const interactive = Boolean(stream.isTTY);
  let done = 0;
  const render = (label: string) => {
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    const percent = total === 0 ? 100 : Math.round((done / total) * 100);
    const text = `[${bar}] ${String(percent).padStart(3)}% ${done}/${total} ${label}`;
    if (interactive)
      stream.write(`\r${text.slice(0, (stream.columns || 100) - 1).padEnd((stream.columns || 100) - 1)}`);
    else stream.write(`${text}\n`);
  };
  return {
    /** Marks one item finished, with a short note (its name and what happened). */
    tick(label: string) {
      done++;
      render(label);
    },
    /** Prints a line above the bar (a warning or a failure) without breaking it. */
    note(message: string) {
      if (interactive) stream.write(`\r${' '.repeat((stream.columns || 100) - 1)}\r`);
      stream.write(`${message}\n`);
      if (interactive && done > 0) render('');
    },
    finish() {
      if (interactive) stream.write('\n');
    },
  };
}
