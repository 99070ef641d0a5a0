// Point map contracts (internal): where projects, offices, spec lines and searches are, as columns of places.
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';

/**
 * The places of a point map as parallel columns (spec doc 2 §3 rows of name, lat, lng, cnt): place i is
 * name[i] at lat[i], lng[i] with cnt[i], in country[i] (ISO 3166 alpha-2, 'US' for the US view). A large
 * map holds tens of thousands of places; columns send each field name once instead of once per place.
 * Places are ordered by cnt, largest first (then by name), so the first rows are the top places.
 */
export const pointMapSchema = z
  .object({
    name: z.array(z.string()),
    lat: z.array(z.number().min(-90).max(90)),
    lng: z.array(z.number().min(-180).max(180)),
    cnt: z.array(z.number().int().nonnegative()),
    country: z.array(z.string().length(2)),
  })
  .refine(
    (m) => [m.lat, m.lng, m.cnt, m.country].every((column) => column.length === m.name.length),
    'every column holds one value per place',
  );
export type PointMapColumns = z.infer<typeof pointMapSchema>;

const mapRoute = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/map/${path}`,
    access: accessRules.internal,
    summary,
    body: filterPayloadSchema,
    response: pointMapSchema,
  });

export const mapProjectsRoute = mapRoute('projects', 'Project sites with their spec lines in the window');
export const mapOfficesRoute = mapRoute(
  'offices',
  'Design-firm offices with the projects in the window they worked on',
);
export const mapSpecsRoute = mapRoute('specs', 'Spec lines in the window per city of the project');
export const mapSearchesRoute = mapRoute('searches', 'Searches in the window per city of the searcher');
