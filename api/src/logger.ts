/** Structured JSON logs on stdout, one object per line, filtered by level. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function serialiseError(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line + '\n')): Logger {
  const log = (at: LogLevel) => (message: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[at] < ORDER[level]) return;
    const entries = Object.entries(fields).map(([key, value]) => [key, serialiseError(value)]);
    write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...Object.fromEntries(entries) }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** For tests: keeps nothing, prints nothing. */
export const silentLogger: Logger = createLogger('error', () => {});
