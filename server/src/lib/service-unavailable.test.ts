// Which failures are a backing service being unavailable (503) rather than a bug (500).
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { ClientOfflineError, SocketClosedUnexpectedlyError } from 'redis';
import { isServiceUnavailable } from './service-unavailable.ts';
import { RedisDeadlineError } from './redis-deadline.ts';

/** An error as pg raises it from the server's ErrorResponse, wrapped as drizzle wraps it. */
function pgError(code: string) {
  const err = new pg.DatabaseError('refused', 0, 'error');
  err.code = code;
  return new Error('Failed query: select 1', { cause: err });
}

describe('isServiceUnavailable', () => {
  it.each([
    ['55000', 'database not accepting connections'],
    ['57P01', 'admin_shutdown'],
    ['57P02', 'crash_shutdown'],
    ['57P03', 'cannot_connect_now'],
    ['57P04', 'database_dropped'],
    ['57P05', 'idle_session_timeout'],
    ['53300', 'too_many_connections'],
    ['08006', 'connection_failure'],
    ['08P01', 'protocol_violation (class 08)'],
  ])('PostgreSQL %s (%s) is unavailable', (code) => {
    expect(isServiceUnavailable(pgError(code))).toBe(true);
  });

  it.each([
    ['23505', 'unique_violation'],
    ['42P01', 'undefined_table'],
    ['22P02', 'invalid_text_representation'],
  ])('PostgreSQL %s (%s) is not', (code) => {
    expect(isServiceUnavailable(pgError(code))).toBe(false);
  });

  it('pg and node-redis connection errors are, a plain bug is not', () => {
    expect(isServiceUnavailable(new Error('Failed query: begin', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isServiceUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isServiceUnavailable(new ClientOfflineError())).toBe(true);
    expect(isServiceUnavailable(new Error('Failed', { cause: new SocketClosedUnexpectedlyError() }))).toBe(true);
    expect(isServiceUnavailable(new RedisDeadlineError('Redis did not answer within 1500 ms'))).toBe(true);
    expect(isServiceUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
