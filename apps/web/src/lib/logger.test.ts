import { describe, expect, it, vi } from 'vitest';
import { createLogger, isLoggingEnabled } from './logger';

const makeSink = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() });

describe('isLoggingEnabled', () => {
  it.each([
    ['localhost', '', true],
    ['localhost', '8080', true],
    ['vidya.example.in', '3000', true],
    ['vidya.example.in', '5173', true],
    ['vidya.example.in', '', false],
    ['127.0.0.1', '8080', false],
  ])('host %s port %s → %s', (hostname, port, expected) => {
    expect(isLoggingEnabled({ hostname, port })).toBe(expected);
  });
});

describe('createLogger', () => {
  it('writes every level by default, prefixed with the level', () => {
    const sink = makeSink();
    const log = createLogger({ sink, isEnabled: () => true });
    log.error('e');
    log.warn('w');
    log.info('i');
    log.debug('d', { extra: 1 });
    expect(sink.error).toHaveBeenCalledWith('[ERROR] e');
    expect(sink.warn).toHaveBeenCalledWith('[WARN] w');
    expect(sink.info).toHaveBeenCalledWith('[INFO] i');
    expect(sink.debug).toHaveBeenCalledWith('[DEBUG] d', { extra: 1 });
  });

  it('drops messages below the configured level', () => {
    const sink = makeSink();
    const log = createLogger({ sink, level: 'WARN', isEnabled: () => true });
    log.info('i');
    log.debug('d');
    log.warn('w');
    expect(sink.info).not.toHaveBeenCalled();
    expect(sink.debug).not.toHaveBeenCalled();
    expect(sink.warn).toHaveBeenCalledOnce();
  });

  it('stays silent when logging is disabled for the host', () => {
    const sink = makeSink();
    const log = createLogger({ sink, isEnabled: () => false });
    log.error('e');
    expect(sink.error).not.toHaveBeenCalled();
  });
});
