// A real pino logger (Setu's own createLogger, redaction included) that keeps its lines in
// memory, so tests can read what an operator would read.
import { createLogger, type Logger } from '../../src/server/logger';

export interface CapturedLogs {
  logger: Logger;
  /** Every line written so far, parsed. */
  lines: Record<string, unknown>[];
  /** Every line written so far, as written. */
  text(): string;
}

export function captureLogs(level = 'info'): CapturedLogs {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, {
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines, text: () => raw.join('') };
}
