import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleSink, createLogger, formatLogEntry, type LogEntry, type LogLevel } from './logger.js';

function recorded(level?: LogLevel, bufferBytes?: number) {
  const entries: LogEntry[] = [];
  const logger = createLogger({
    sinks: [(entry) => entries.push(entry)],
    now: () => 0,
    ...(level ? { level } : {}),
    ...(bufferBytes ? { bufferBytes } : {}),
  });
  return { logger, entries };
}

function logAll(logger: ReturnType<typeof createLogger>) {
  logger.debug('d');
  logger.info('i');
  logger.warn('w');
  logger.error('e');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLogger', () => {
  it.each([
    ['§9', 'debug', ['debug', 'info', 'warn', 'error']],
    ['§9', 'info', ['info', 'warn', 'error']],
    ['§9', 'warn', ['warn', 'error']],
    ['§9', 'error', ['error']],
    ['§9', 'silent', []],
  ] as const)('%s level %s passes %j', (_section, level, passed) => {
    const { logger, entries } = recorded(level);
    logAll(logger);
    expect(entries.map((entry) => entry.level)).toEqual(passed);
    expect(logger.buffer()).toHaveLength(passed.length);
  });

  it('§9 the default log level is error', () => {
    const { logger, entries } = recorded();
    expect(logger.level).toBe('error');
    logAll(logger);
    expect(entries.map((entry) => entry.level)).toEqual(['error']);
  });

  it('§9 the level can change at run time', () => {
    const { logger, entries } = recorded();
    logger.level = 'debug';
    logger.debug('now visible', { a: 1 });
    expect(entries).toEqual([{ level: 'debug', time: 0, message: 'now visible', args: [{ a: 1 }] }]);
  });

  it('§9 the buffer keeps formatted entries within its byte bound, dropping the oldest', () => {
    const line = formatLogEntry({ level: 'error', time: 0, message: 'é-0', args: [] });
    const bytes = new TextEncoder().encode(line).length;
    expect(bytes).toBe(line.length + 1); // é is two bytes: the bound counts bytes, not characters
    const { logger } = recorded('error', bytes * 3);
    for (let i = 0; i < 5; i++) logger.error(`é-${i}`);
    expect(logger.buffer().map((text) => text.slice(-3))).toEqual(['é-2', 'é-3', 'é-4']);
    logger.clearBuffer();
    expect(logger.buffer()).toEqual([]);
    logger.error('é-5');
    expect(logger.buffer()).toHaveLength(1);
  });

  it('§9 the default buffer holds about 1 MB', () => {
    const { logger } = recorded('error');
    const message = 'x'.repeat(1000);
    for (let i = 0; i < 1100; i++) logger.error(message);
    const kept = logger.buffer();
    const total = kept.reduce((sum, text) => sum + text.length, 0);
    expect(total).toBeLessThanOrEqual(1_048_576);
    expect(total).toBeGreaterThan(1_048_576 - 1100);
  });

  it('§9 an entry larger than the buffer is not kept', () => {
    const { logger, entries } = recorded('error', 10);
    logger.error('a message longer than ten bytes');
    expect(logger.buffer()).toEqual([]);
    expect(entries).toHaveLength(1);
  });

  it('§9 a failing sink neither throws nor stops the other sinks', () => {
    const seen: string[] = [];
    const logger = createLogger({
      sinks: [
        () => {
          throw new Error('sink down');
        },
        (entry) => seen.push(entry.message),
      ],
    });
    expect(() => logger.error('still logged')).not.toThrow();
    expect(seen).toEqual(['still logged']);
  });

  it('§9 logs to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createLogger().error('to console', 1);
    expect(error).toHaveBeenCalledWith('to console', 1);
  });

  it('§9 the console sink uses the console method of the level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    consoleSink({ level: 'warn', time: 0, message: 'careful', args: [] });
    expect(warn).toHaveBeenCalledWith('careful');
  });
});

describe('formatLogEntry', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;

  it.each([
    ['§9 text', 'plain', 'plain'],
    ['§9 an error', new TypeError('bad'), 'TypeError: bad'],
    ['§9 an object', { a: [1, 'b'] }, '{"a":[1,"b"]}'],
    ['§9 a bigint', { wei: 10n ** 18n }, '{"wei":"1000000000000000000"}'],
    ['§9 undefined', undefined, 'undefined'],
    ['§9 a cyclic object', cyclic, '[object Object]'],
  ])('%s', (_row, arg, text) => {
    expect(formatLogEntry({ level: 'info', time: 0, message: 'm', args: [arg] })).toBe(
      `1970-01-01T00:00:00.000Z INFO m ${text}`,
    );
  });
});
