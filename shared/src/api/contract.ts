// The shape of one route's contract: the zod schemas of what it reads and each status's answer.
import type { z } from 'zod';
import type { RouteName, TextAnswerRoute } from './route-names.ts';

export interface RouteSchemas {
  /** Groups the route in the OpenAPI document the server serves. */
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer of each status the route sends itself (errors share the app's error body). */
  response: Partial<Record<200 | 201 | 204 | 400 | 404 | 409 | 413, z.ZodType>>;
  /** The body is sent as it is (a CSV file's text, an image's bytes), not as JSON. */
  rawBody?: true;
}

export type RouteTable = { [K in RouteName]: RouteSchemas };

type SuccessSchema<R extends RouteSchemas> = R['response'][200] extends z.ZodType
  ? R['response'][200]
  : R['response'][201] extends z.ZodType
    ? R['response'][201]
    : undefined;

/** What a caller gets back from a route: its success answer as the server serialises it. */
export type AnswerOf<K extends RouteName, R extends RouteSchemas> = K extends TextAnswerRoute
  ? string
  : SuccessSchema<R> extends z.ZodType
    ? z.output<SuccessSchema<R>>
    : void;

/** What a caller sends: the path parameters, the query and the body the route's schemas take. */
export type CallInputOf<R extends RouteSchemas> = (R['params'] extends z.ZodType ? { params: z.input<R['params']> } : { params?: never }) &
  (R['querystring'] extends z.ZodType ? { query: z.input<R['querystring']> } : { query?: never }) &
  (R['rawBody'] extends true
    ? { rawBody: { contentType: string; text: string | Blob } }
    : R['body'] extends z.ZodType
      ? { body: z.input<R['body']> }
      : { body?: never });
