import { createLogger, type LogEntry, type LogEntryLevel } from '../../shared/logger/logger.js';

/** A logger at debug level that keeps what it is told instead of printing it. */
export function recordingLogger() {
  const entries: LogEntry[] = [];
  const logger = createLogger({ level: 'debug', sinks: [(entry) => entries.push(entry)] });
  const messages = (level: LogEntryLevel) =>
    entries.filter((entry) => entry.level === level).map((entry) => entry.message);
  return { logger, entries, messages };
}
