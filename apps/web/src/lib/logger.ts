export const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_LEVEL: LogLevel = 'DEBUG';
const DEVELOPMENT_PORTS = new Set(['3000', '5173']);

/** Logs only reach the console on a developer's machine (spec §9), never on a deployed site. */
export function isLoggingEnabled(location: Pick<Location, 'hostname' | 'port'>): boolean {
  return location.hostname === 'localhost' || DEVELOPMENT_PORTS.has(location.port);
}

export type Logger = Record<Lowercase<LogLevel>, (message: string, ...details: unknown[]) => void>;

type Sink = Pick<Console, 'error' | 'warn' | 'info' | 'debug'>;

export function createLogger(
  options: { level?: LogLevel; isEnabled?: () => boolean; sink?: Sink } = {},
): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level ?? DEFAULT_LEVEL);
  const isEnabled = options.isEnabled ?? (() => isLoggingEnabled(window.location));
  const sink = options.sink ?? console;

  const write = (level: LogLevel) => {
    const method = level.toLowerCase() as Lowercase<LogLevel>;
    return (message: string, ...details: unknown[]) => {
      if (LOG_LEVELS.indexOf(level) > threshold || !isEnabled()) return;
      sink[method](`[${level}] ${message}`, ...details);
    };
  };

  return { error: write('ERROR'), warn: write('WARN'), info: write('INFO'), debug: write('DEBUG') };
}

export const logger = createLogger();
