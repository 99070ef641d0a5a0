// Table declarations for the point map pages: the top places below each map (name, count; spec doc 2 §3).
import { defineReport } from '../report.ts';

/** One place of a map's table (a row of the map's columns). */
export interface MapPlaceRow {
  name: string;
  cnt: number;
}

const place = (id: string, title: string, nameLabel: string, countLabel: string) =>
  defineReport<MapPlaceRow>({
    id,
    title,
    pageSize: 25,
    columns: [
      { field: 'name', label: nameLabel, kind: 'text' },
      { field: 'cnt', label: countLabel, kind: 'number', decimals: 0, sort: 'desc' },
    ],
  });

export const mapProjectsReport = place('map-projects', 'Top Projects', 'Project', 'Spec Lines');
export const mapOfficesReport = place('map-offices', 'Top Offices', 'Office', 'Projects');
export const mapSpecsReport = place('map-specs', 'Spec Cities', 'City', 'Spec Lines');
export const mapSearchesReport = place('map-searches', 'Search Cities', 'City', 'Searches');
