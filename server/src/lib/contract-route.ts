// Registers a route from the shared contract (shared/src/api): its method and path come from
// the route's name, its schemas from the same table the client's calls are typed from. The
// route's plugin is registered under a prefix ('/api/coupons'); the path is taken relative to it.
import type { FastifyInstance } from 'fastify';
import { ROUTES, type Routes } from '@charades/shared/api/routes';
import { routeOf, type RouteName } from '@charades/shared/api/route-names';

type SchemaOf<K extends RouteName> = Pick<Routes[K], Extract<keyof Routes[K], 'tags' | 'params' | 'querystring' | 'body' | 'response'>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract name the route was registered under: the admin guard reads who may call
     *  it from shared/src/staff/staff-access.ts by this name. */
    routeName?: RouteName;
  }
}

/** `{ method, url, schema, config }` for `app.route({ ...contractRoute(app, name), handler })`. */
export function contractRoute<K extends RouteName>(
  app: FastifyInstance,
  name: K,
): { method: ReturnType<typeof routeOf>['method']; url: string; schema: SchemaOf<K>; config: { routeName: K } } {
  const { method, path } = routeOf(name);
  if (!path.startsWith(app.prefix)) throw new Error(`route ${name} (${path}) registered under ${app.prefix}`);
  const { rawBody: _raw, response, ...rest } = ROUTES[name] as Routes[K] & { rawBody?: true };
  // A route that answers no JSON (a CSV export) has no response schema: an empty map would
  // leave its OpenAPI operation without any response, which the document may not have.
  const schema = Object.keys(response).length > 0 ? { ...rest, response } : rest;
  // A path equal to the prefix is registered as '/', as the routes always were (both with and without the slash).
  return { method, url: path.slice(app.prefix.length) || '/', schema: schema as unknown as SchemaOf<K>, config: { routeName: name } };
}
