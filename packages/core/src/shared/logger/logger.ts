import { constants } from '../constants.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogEntryLevel = Exclude<LogLevel, 'silent'>;

export interface LogEntry {
  readonly level: LogEntryLevel;
  /** ms since epoch */
  readonly time: number;
  readonly message: string;
  readonly args: readonly unknown[];
}

export type LogSink = (entry: LogEntry) => void;

export interface LoggerOptions {
  /** §9 default: 'error'. */
  readonly level?: LogLevel;
  /** Where entries go besides the buffer; the console by default. */
  readonly sinks?: readonly LogSink[];
  /** §9 log buffer: about 1 MB of formatted entries. */
  readonly bufferBytes?: number;
  readonly now?: () => number;
}

export interface Logger {
  debug(message: string, ...args: unknown[]): void;
  info(message: string, ...args: unknown[]): void;
  warn(message: string, ...args: unknown[]): void;
  error(message: string, ...args: unknown[]): void;
  level: LogLevel;
  /** The formatted entries kept, oldest first. */
  buffer(): readonly string[];
  clearBuffer(): void;
}

interface Line {
  readonly text: string;
  readonly bytes: number;
}

const severity: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

export const consoleSink: LogSink = ({ level, message, args }) => console[level](message, ...args);

/** One buffered line: ISO time, level, message and the arguments, each as text. */
export function formatLogEntry({ level, time, message, args }: LogEntry): string {
  return [new Date(time).toISOString(), level.toUpperCase(), message, ...args.map(formatValue)].join(' ');
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return (
      JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner)) ??
      String(value)
    );
  } catch {
    return String(value); // cyclic values
  }
}

/**
 * A levelled logger that also keeps its entries, formatted, in a ring buffer bounded by UTF-8 bytes (oldest
 * dropped first). It never throws: a failing sink is skipped.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const { sinks = [consoleSink], bufferBytes = constants.logger.bufferBytes, now = Date.now } = options;
  const encoder = new TextEncoder();
  const lines: Line[] = [];
  let usedBytes = 0;

  function keep(text: string) {
    const bytes = encoder.encode(text).length;
    lines.push({ text, bytes });
    usedBytes += bytes;
    let drop = 0;
    while (usedBytes > bufferBytes) usedBytes -= (lines[drop++] as Line).bytes;
    lines.splice(0, drop);
  }

  const log =
    (level: LogEntryLevel) =>
    (message: string, ...args: unknown[]) => {
      if (severity[level] < severity[logger.level]) return;
      const entry: LogEntry = { level, time: now(), message, args };
      keep(formatLogEntry(entry));
      for (const sink of sinks) {
        try {
          sink(entry);
        } catch {
          // Logging must never break the caller.
        }
      }
    };

  const logger: Logger = {
    level: options.level ?? constants.logger.defaultLevel,
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    buffer: () => lines.map((line) => line.text),
    clearBuffer() {
      lines.length = 0;
      usedBytes = 0;
    },
  };
  return logger;
}
