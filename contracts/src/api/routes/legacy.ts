import { type ApiRoute, apiRoutes } from '../../openapi/api-routes';
import type { Endpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { JsonAnswer, RedirectAnswer, Route, RouteDefinition } from '../route';
import type { Tag } from '../tags';

const endpointOf = (route: ApiRoute): Endpoint => {
  const found = Object.values(endpoints).find((e) => e.method === route.method && e.path === route.path);
  if (!found) throw new Error(`No endpoint for ${route.method} ${route.path}`);
  return found;
};

function definitionOf(route: ApiRoute): RouteDefinition {
  const answers: RouteDefinition['answers'] = {};
  if (route.redirect) answers[302] = { description: 'A redirect to a page of the shell', redirect: true } as RedirectAnswer;
  if (route.answer)
    answers[(route.status ?? 200) as 200 | 201] = {
      description: 'Done',
      schema: route.answer,
      downloads: route.downloads,
    } as JsonAnswer;
  if (route.previewAnswer) answers[200] = { description: 'The preview', schema: route.previewAnswer } as JsonAnswer;
  return {
    summary: route.summary,
    tag: route.tag as Tag,
    access: route.access,
    permission: route.permission,
    query: route.query,
    body: route.body,
    ...(route.csvColumns
      ? { otherBody: { mediaType: 'text/csv', description: route.csvColumns.join(','), example: route.csvColumns.join(',') } }
      : {}),
    answers,
  };
}

/** The calls not yet defined in their domain's module, read from the older table. */
export function legacyRoutes(defined: Record<string, Route>): Record<string, Route> {
  const known = new Set(Object.values(defined).map((route) => `${route.method} ${route.path}`));
  return Object.fromEntries(
    apiRoutes
      .filter((route) => !known.has(`${route.method} ${route.path}`))
      .map((route) => {
        const endpoint = endpointOf(route);
        return [endpoint.name, { ...endpoint, ...definitionOf(route) }];
      }),
  );
}
