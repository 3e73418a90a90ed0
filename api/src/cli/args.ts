/** Tiny flag parser for the CLIs: `--name value`, `--flag`; unknown flags are an error. */
export function parseFlags(argv: readonly string[], spec: { values: readonly string[]; flags: readonly string[] }) {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const name = arg.replace(/^--/, '');
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    if (spec.flags.includes(name)) flags.add(name);
    else if (spec.values.includes(name)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      values[name] = value;
    } else throw new Error(`Unknown option --${name}`);
  }
  return { values, flags };
}
