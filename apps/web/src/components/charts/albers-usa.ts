// d3's geoAlbersUsa (scale 1300, translate [487.5, 305]) for points, matching us-atlas' pre-projected geometry.
// Written out because d3-geo is not a dependency; the constants are d3-geo's.

const RADIANS = Math.PI / 180;
const EPSILON = 1e-6;

type Point = [number, number];

/** Conic equal-area projection as d3 composes it: rotate λ, project, centre, scale and translate (y down). */
function conicEqualArea(opts: {
  rotate: number;
  center: Point;
  parallels: Point;
  scale: number;
  translate: Point;
}): (lon: number, lat: number) => Point {
  const sy0 = Math.sin(opts.parallels[0] * RADIANS);
  const n = (sy0 + Math.sin(opts.parallels[1] * RADIANS)) / 2;
  const c = 1 + sy0 * (2 * n - sy0);
  const r0 = Math.sqrt(c) / n;
  const raw = (x: number, y: number): Point => {
    const r = Math.sqrt(c - 2 * n * Math.sin(y)) / n;
    return [r * Math.sin(x * n), r0 - r * Math.cos(x * n)];
  };
  const k = opts.scale;
  const [cx, cy] = raw(opts.center[0] * RADIANS, opts.center[1] * RADIANS);
  const [tx, ty] = opts.translate;
  const dl = opts.rotate * RADIANS;
  return (lon, lat) => {
    let l = lon * RADIANS + dl;
    if (l > Math.PI) l -= 2 * Math.PI;
    else if (l < -Math.PI) l += 2 * Math.PI;
    const [x, y] = raw(l, lat * RADIANS);
    return [tx + k * (x - cx), ty + k * (cy - y)];
  };
}

const within = ([x, y]: Point, [[x0, y0], [x1, y1]]: [Point, Point]) =>
  x >= x0 && x <= x1 && y >= y0 && y <= y1;

export const ALBERS_SCALE = 1300;
export const ALBERS_TRANSLATE: Point = [487.5, 305];

function albersUsaProjection(k: number, [x, y]: Point) {
  const lower48 = conicEqualArea({
    rotate: 96,
    center: [-0.6, 38.7],
    parallels: [29.5, 45.5],
    scale: k,
    translate: [x, y],
  });
  const alaska = conicEqualArea({
    rotate: 154,
    center: [-2, 58.5],
    parallels: [55, 65],
    scale: k * 0.35,
    translate: [x - 0.307 * k, y + 0.201 * k],
  });
  const hawaii = conicEqualArea({
    rotate: 157,
    center: [-3, 19.9],
    parallels: [8, 18],
    scale: k,
    translate: [x - 0.205 * k, y + 0.212 * k],
  });
  const insets: [typeof lower48, [Point, Point]][] = [
    [
      lower48,
      [
        [x - 0.455 * k, y - 0.238 * k],
        [x + 0.455 * k, y + 0.238 * k],
      ],
    ],
    [
      alaska,
      [
        [x - 0.425 * k + EPSILON, y + 0.12 * k + EPSILON],
        [x - 0.214 * k - EPSILON, y + 0.234 * k - EPSILON],
      ],
    ],
    [
      hawaii,
      [
        [x - 0.214 * k + EPSILON, y + 0.166 * k + EPSILON],
        [x - 0.115 * k - EPSILON, y + 0.234 * k - EPSILON],
      ],
    ],
  ];
  return (lon: number, lat: number): Point | null => {
    for (const [project, extent] of insets) {
      const p = project(lon, lat);
      if (within(p, extent)) return p;
    }
    return null;
  };
}

/** Screen position (975×610 viewport, y down) of a longitude/latitude, or null outside the three insets. */
export const albersUsa = albersUsaProjection(ALBERS_SCALE, ALBERS_TRANSLATE);
