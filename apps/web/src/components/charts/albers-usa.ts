// d3-geo's geoAlbersUsa at the scale and translation of us-atlas' pre-projected states (975×610 viewport).
import { geoAlbersUsa } from 'd3-geo';

// us-atlas projects states-albers-10m.json with geoAlbersUsa().scale(1300).translate([487.5, 305]); points
// projected the same way land on that geometry.
const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** Screen position (y down) of a longitude/latitude, or null outside the lower 48, Alaska and Hawaii insets. */
export function albersUsa(lon: number, lat: number): [number, number] | null {
  return projection([lon, lat]);
}

/** The longitude and latitude at a screen position (y down), by the inset it lies in (else the lower 48). */
export function albersUsaInvert(x: number, y: number): [number, number] | null {
  return projection.invert?.([x, y]) ?? null;
}
