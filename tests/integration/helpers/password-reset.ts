import { expect } from 'vitest';
import { HttpClient } from './http.ts';

/**
 * A reset token from an e-mail sets a new password, signs out the device that used the
 * old one, and cannot be used a second time.
 */
export async function expectResetWorksOnce(opts: {
  baseUrl: string;
  email: string;
  token: string;
  oldDevice: HttpClient;
  oldPassword: string;
}) {
  const client = () => new HttpClient(opts.baseUrl);
  const reset = await client().post('/api/auth/reset', { token: opts.token, password: 'new-password' });
  expect(reset.status).toBe(200);
  expect((await client().signIn(opts.email, opts.oldPassword)).status).toBe(401);
  expect((await client().signIn(opts.email, 'new-password')).status).toBe(200);
  expect((await opts.oldDevice.get('/api/me')).status).toBe(401);

  const again = await client().post('/api/auth/reset', { token: opts.token, password: 'third-password' });
  expect(again.status).toBe(400);
  expect(again.body.error.code).toBe('reset_token_invalid');
  expect((await client().signIn(opts.email, 'new-password')).status).toBe(200);
}
