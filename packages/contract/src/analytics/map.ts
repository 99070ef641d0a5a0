// Point map contracts (internal): where projects, offices, spec lines and searches are. Each map has two calls:
// its places as rows (the table below the map, paged) and its markers at a zoom level and viewport, clustered on
// the server over every place of the view (the map itself).
import { z } from 'zod';
import { accessRules } from '../permissions.ts';
import { defineRoute } from '../route.ts';
import { filterPayloadSchema } from '../filters.ts';
import { pageQuerystringSchema } from './brand.ts';

/** Spec doc 2 §9: cluster grid size 70 (supercluster's radius, in pixels of a 512-pixel tile). */
export const CLUSTER_RADIUS = 70;
/** Clusters are kept up to this zoom level; one level beyond it every place is its own marker. */
export const MAX_CLUSTER_ZOOM = 16;
/** The most markers one viewport answers (the largest first): what a browser draws at once. */
export const MAX_MAP_MARKERS = 5000;

/** The US view (US places only: Toronto lies inside the lower 48's box) or the World view (every place). */
export const mapViewSchema = z.enum(['us', 'world']);
export type MapView = z.infer<typeof mapViewSchema>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const count = z.number().int().nonnegative();

/** One place (spec doc 2 §3: rows of name, lat, lng, cnt). */
export const pointMapRowSchema = z.object({ name: z.string(), lat: latitude, lng: longitude, cnt: count });
export type PointMapRow = z.infer<typeof pointMapRowSchema>;

/**
 * `?view=us|world&offset=M&limit=N`: the places of the view (default every place, the World view), largest cnt
 * first (then by name and position: a stable order), a page of at most MAX_LIST_ROWS.
 */
export const mapPlacesQuerystringSchema = pageQuerystringSchema.extend({
  view: mapViewSchema.default('world'),
});

/**
 * `?view=&zoom=&west=&south=&east=&north=`: the markers of the view at supercluster's zoom level inside the
 * box (degrees; default the whole world). A box crossing the antimeridian has west > east.
 */
export const mapClustersQuerystringSchema = z.object({
  view: mapViewSchema.default('us'),
  zoom: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_CLUSTER_ZOOM + 1)
    .default(3),
  west: z.coerce.number().pipe(longitude).default(-180),
  south: z.coerce.number().pipe(latitude).default(-90),
  east: z.coerce.number().pipe(longitude).default(180),
  north: z.coerce.number().pipe(latitude).default(90),
});
export type MapClustersQuery = z.infer<typeof mapClustersQuerystringSchema>;

/** One marker: a cluster of places or a single place, at its (the cluster's weighted centre) position. */
export const mapMarkerSchema = z.object({
  lat: latitude,
  lng: longitude,
  /** How many places the marker holds (1 for a single place). */
  places: z.number().int().positive(),
  /** The sum of cnt over its places. */
  cnt: count,
  /** A single place's name; null for a cluster. */
  name: z.string().nullable(),
  /** A cluster's zoom level where it splits (a click zooms there); null for a single place. */
  expansion_zoom: z.number().int().nullable(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;

export const mapClustersSchema = z.object({
  /** Every place of the view (not only those in the box): the map's summary line. */
  places: count,
  /** The markers in the box, the most places first (at most MAX_MAP_MARKERS). */
  markers: z.array(mapMarkerSchema),
});
export type MapClusters = z.infer<typeof mapClustersSchema>;

const placesRoute = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/map/${path}`,
    access: accessRules.internal,
    summary,
    body: filterPayloadSchema,
    querystring: mapPlacesQuerystringSchema,
    response: z.array(pointMapRowSchema),
  });

const clustersRoute = (path: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/v2/analytics/map/${path}/clusters`,
    access: accessRules.internal,
    summary: `${summary}, clustered at a zoom level in a viewport`,
    body: filterPayloadSchema,
    querystring: mapClustersQuerystringSchema,
    response: mapClustersSchema,
  });

const projects = 'Project sites with their spec lines in the window';
const offices = 'Design-firm offices with the projects in the window they worked on';
const specs = 'Spec lines in the window per city of the project';
const searches = 'Searches in the window per city of the searcher';
export const mapProjectsRoute = placesRoute('projects', projects);
export const mapOfficesRoute = placesRoute('offices', offices);
export const mapSpecsRoute = placesRoute('specs', specs);
export const mapSearchesRoute = placesRoute('searches', searches);
export const mapProjectsClustersRoute = clustersRoute('projects', projects);
export const mapOfficesClustersRoute = clustersRoute('offices', offices);
export const mapSpecsClustersRoute = clustersRoute('specs', specs);
export const mapSearchesClustersRoute = clustersRoute('searches', searches);
