// The command line of the database benchmarks (npm run bench, bench:leagues, bench:rush): `--name value` options and
// bare `--name` flags.

/** The value after `--<name>` on the command line, or undefined when the option is not there. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Whether the option `--<name>` (one without a value) is on the command line. */
export const hasFlag = (name: string) => process.argv.includes(`--${name}`);
