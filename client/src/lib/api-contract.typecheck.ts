// Kept by `npm run typecheck` (never run): a call by name is typed from the shared contract, so
// a field the shared schema does not have, or a body it would refuse, fails the client's type
// check. If these types ever became `any`, the @ts-expect-error lines would fail instead.
import { callApi } from './api-client';

export async function contractTypesHold() {
  const answer = await callApi('coupons.validate', { body: { code: 'SAVE10', packageId: 'starter' } });
  const valid: true = answer.valid;
  const kind: 'discount' | 'free' = answer.coupon.type;
  // @ts-expect-error the answer has no such field: renaming one in the shared schema fails here
  void answer.coupon.discount;
  // @ts-expect-error the body needs the code the shared schema requires
  await callApi('coupons.validate', { body: { packageId: 'starter' } });
  // @ts-expect-error no route has this name
  await callApi('coupons.check', { body: { code: 'X' } });
  return { valid, kind };
}

export async function everyAreaIsTyped() {
  const list = await callApi('admin.coupons.list', { query: { page: 1, pageSize: 20 } });
  const total: number = list.total;
  const games = await callApi('games.list');
  const profile = await callApi('me.get');
  const tokens: number = profile.tokens;
  // @ts-expect-error a profile has no such field
  void profile.balance;
  // @ts-expect-error a past game has no such field
  void games[0]?.teamNames;
  const csv: string = await callApi('admin.titles.export', { query: {} });
  return { total, tokens, csv };
}
