// The schemas of the routes in ../names/player.ts.
import { z } from 'zod';
import {
  confirmBody,
  okResponse,
  recoverBody,
  resetBody,
  sessionResponse,
  signInBody,
  signUpBody,
  signUpResponse,
  updateMeBody,
  userSchema,
} from '../../schemas/auth.ts';
import { categoriesQuery, categorySchema } from '../../schemas/content.ts';
import {
  createPaymentBody,
  createPaymentResponse,
  paymentSchema,
  redeemCouponBody,
  redeemCouponResponse,
  tokenPackageSchema,
  validateCouponBody,
  validateCouponResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '../../schemas/payments.ts';
import { tvPairBody, tvSettingsBody, tvStatus } from '../../schemas/tv.ts';
import {
  twoFactorChallengeResponse,
  twoFactorConfirmBody,
  twoFactorConfirmResponse,
  twoFactorEnrollResponse,
  twoFactorVerifyBody,
} from '../../schemas/two-factor.ts';
import type { RouteSchemas } from '../contract.ts';
import type { PLAYER_ROUTE_NAMES } from '../names/player.ts';

export const PLAYER_ROUTES = {
  'auth.signUp': { tags: ['auth'], body: signUpBody, response: { 200: signUpResponse } },
  // A staff account with a second factor gets a challenge instead of a session (issue 32 §4).
  'auth.signIn': { tags: ['auth'], body: signInBody, response: { 200: z.union([sessionResponse, twoFactorChallengeResponse]) } },
  // The refresh token is the httpOnly cookie: no body.
  'auth.refresh': { tags: ['auth'], response: { 200: sessionResponse } },
  'auth.signOut': { tags: ['auth'], response: { 200: okResponse } },
  'auth.recover': { tags: ['auth'], body: recoverBody, response: { 200: okResponse } },
  'auth.resend': { tags: ['auth'], body: recoverBody, response: { 200: okResponse } },
  'auth.reset': { tags: ['auth'], body: resetBody, response: { 200: okResponse } },
  'auth.confirm': { tags: ['auth'], body: confirmBody, response: { 200: okResponse } },
  'auth.twoFactorEnroll': { tags: ['auth'], response: { 200: twoFactorEnrollResponse } },
  'auth.twoFactorConfirm': { tags: ['auth'], body: twoFactorConfirmBody, response: { 200: twoFactorConfirmResponse } },
  'auth.twoFactorVerify': { tags: ['auth'], body: twoFactorVerifyBody, response: { 200: sessionResponse } },
  'me.get': { tags: ['profile'], response: { 200: userSchema } },
  'me.update': { tags: ['profile'], body: updateMeBody, response: { 200: userSchema } },
  'categories.list': { tags: ['content'], querystring: categoriesQuery, response: { 200: z.array(categorySchema) } },
  'tv.pair': { tags: ['tv'], body: tvPairBody, response: { 200: tvStatus } },
  'tv.get': { tags: ['tv'], response: { 200: tvStatus } },
  'tv.update': { tags: ['tv'], body: tvSettingsBody, response: { 200: tvStatus } },
  'tv.unlink': { tags: ['tv'], response: { 200: tvStatus } },
  'payments.list': { tags: ['payments'], response: { 200: z.array(paymentSchema) } },
  'payments.create': { tags: ['payments'], body: createPaymentBody, response: { 200: createPaymentResponse } },
  'payments.verify': { tags: ['payments'], body: verifyPaymentBody, response: { 200: verifyPaymentResponse } },
  'packages.list': { tags: ['payments'], response: { 200: z.array(tokenPackageSchema) } },
  'coupons.validate': { tags: ['payments'], body: validateCouponBody, response: { 200: validateCouponResponse } },
  'coupons.redeem': { tags: ['payments'], body: redeemCouponBody, response: { 200: redeemCouponResponse } },
} as const satisfies { [K in keyof typeof PLAYER_ROUTE_NAMES]: RouteSchemas };
