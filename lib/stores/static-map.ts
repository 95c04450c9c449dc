/**
 * A map drawn from a tile server's XYZ images (Web Mercator, 256 px tiles) with no map
 * library: the tiles covering the points at the closest zoom that shows them all, and each
 * point's position, as percentages of a fixed-ratio viewport the page scales.
 */
const TILE_SIZE = 256;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapViewport {
  /** The viewport in tile pixels; the page keeps its ratio and scales it. */
  width: number;
  height: number;
  /** Closest zoom used, for a single point too. */
  maxZoom: number;
  /** Room kept around the points, in tile pixels, so markers are not cut at the edge. */
  padding: number;
}

export const defaultViewport: MapViewport = { width: 640, height: 360, maxZoom: 15, padding: 32 };

/** A position or a tile's top-left corner, in percent of the viewport's width and height. */
export interface MapPosition {
  left: number;
  top: number;
}

export interface StaticMapTile extends MapPosition {
  url: string;
}

export interface StaticMap {
  zoom: number;
  tiles: StaticMapTile[];
  markers: MapPosition[];
  /** A tile's size in percent of the viewport's width and height. */
  tileWidth: number;
  tileHeight: number;
}

/** A point in world pixels at zoom 0 (the whole world one 256 px tile). */
function project({ latitude, longitude }: MapPoint): { x: number; y: number } {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const rad = (clamped * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * TILE_SIZE,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * TILE_SIZE,
  };
}

/** The closest zoom at which every point fits inside the padded viewport. */
function fittingZoom(world: { x: number; y: number }[], viewport: MapViewport): number {
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const spanX = Math.max(...xs) - Math.min(...xs);
  const spanY = Math.max(...ys) - Math.min(...ys);
  const roomX = viewport.width - 2 * viewport.padding;
  const roomY = viewport.height - 2 * viewport.padding;
  for (let zoom = viewport.maxZoom; zoom > 0; zoom--) {
    const scale = 2 ** zoom;
    if (spanX * scale <= roomX && spanY * scale <= roomY) return zoom;
  }
  return 0;
}

/** The tile image's address: `{z}`, `{x}` and `{y}` of the template filled in. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y));
}

/** The map of these points, or null when there are none. */
export function staticMap(
  points: readonly MapPoint[],
  template: string,
  viewport: MapViewport = defaultViewport,
): StaticMap | null {
  if (points.length === 0) return null;
  const world = points.map(project);
  const zoom = fittingZoom(world, viewport);
  const scale = 2 ** zoom;
  const pixels = world.map((p) => ({ x: p.x * scale, y: p.y * scale }));
  const xs = pixels.map((p) => p.x);
  const ys = pixels.map((p) => p.y);
  const originX = (Math.min(...xs) + Math.max(...xs)) / 2 - viewport.width / 2;
  const originY = (Math.min(...ys) + Math.max(...ys)) / 2 - viewport.height / 2;
  const percentX = (x: number) => ((x - originX) / viewport.width) * 100;
  const percentY = (y: number) => ((y - originY) / viewport.height) * 100;

  const tiles: StaticMapTile[] = [];
  const lastRow = scale - 1;
  for (
    let ty = Math.floor(originY / TILE_SIZE);
    ty <= Math.floor((originY + viewport.height - 1) / TILE_SIZE);
    ty++
  ) {
    if (ty < 0 || ty > lastRow) continue;
    for (
      let tx = Math.floor(originX / TILE_SIZE);
      tx <= Math.floor((originX + viewport.width - 1) / TILE_SIZE);
      tx++
    ) {
      // Across the antimeridian the world repeats.
      const wrapped = ((tx % scale) + scale) % scale;
      tiles.push({
        url: tileUrl(template, zoom, wrapped, ty),
        left: percentX(tx * TILE_SIZE),
        top: percentY(ty * TILE_SIZE),
      });
    }
  }
  return {
    zoom,
    tiles,
    markers: pixels.map((p) => ({ left: percentX(p.x), top: percentY(p.y) })),
    tileWidth: (TILE_SIZE / viewport.width) * 100,
    tileHeight: (TILE_SIZE / viewport.height) * 100,
  };
}
