// What a failed answer becomes (issue 30 §3 and §5): our own JSON error keeps its code and body;
// a proxy's page in between (nginx's 413 for a body over its limit, its 502 when a replica
// died) carries no body of ours, and a 413 says "too large" as our own limit would.
import { describe, expect, it } from 'vitest';
import { toError } from './api-client';

const nginxPage = (status: number, title: string) =>
  new Response(
    `<html><head><title>${status} ${title}</title></head><body><center><h1>${status} ${title}</h1></center><hr><center>nginx</center></body></html>`,
    {
      status,
      statusText: title,
      headers: { 'content-type': 'text/html' },
    },
  );

describe('toError', () => {
  it('keeps our JSON error: code, status, details and the body', async () => {
    const body = { error: { code: 'image_too_large', message: 'The image must be 2 MB or smaller', details: ['x'] } };
    const err = await toError(new Response(JSON.stringify(body), { status: 413, headers: { 'content-type': 'application/json' } }));
    expect(err).toMatchObject({ code: 'image_too_large', status: 413, details: ['x'], body });
  });

  it('reads nginx’s 413 page as payload_too_large, with no body of ours', async () => {
    const err = await toError(nginxPage(413, 'Request Entity Too Large'));
    expect(err).toMatchObject({ code: 'payload_too_large', status: 413, body: undefined });
  });

  it.each([
    [502, 'Bad Gateway', 'internal_error'],
    [504, 'Gateway Time-out', 'internal_error'],
    [404, 'Not Found', 'validation_failed'],
  ])('reads nginx’s %i %s page as %s, with no body of ours', async (status, title, code) => {
    expect(await toError(nginxPage(status, title))).toMatchObject({ code, status, body: undefined });
  });
});
