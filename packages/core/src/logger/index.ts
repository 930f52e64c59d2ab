export {
  consoleSink,
  createLogger,
  formatLogEntry,
  type LogEntry,
  type LogEntryLevel,
  type Logger,
  type LoggerOptions,
  type LogLevel,
  type LogSink,
} from './logger.js';
