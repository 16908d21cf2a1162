import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { serializeError } from './log-errors.ts';

describe('serializeError', () => {
  it('keeps the query and the cause of a failed query but none of its values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (lower(email))=(victim@example.com) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['victim@example.com', 'hunter2-hash'],
      cause,
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain('victim@example.com');
    expect(text).not.toContain('hunter2');
    expect(out.message).toContain('insert into "users"');
    expect(text).toContain('duplicate key value');
    expect(out.stack).toMatch(/Failed query: insert into/);
  });

  it('leaves other errors as they are', () => {
    const err = new Error('boom');
    expect(serializeError(err)).toMatchObject({ type: 'Error', message: 'boom' });
  });
});
