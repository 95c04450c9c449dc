import type { MapPoint } from '@/lib/stores/static-map';
import { staticMap } from '@/lib/stores/static-map';

/**
 * The configured tile server's images under numbered markers, drawn on the server: no map
 * library and no script. Markers number the points in the order the list shows them.
 */
export function StoreMap({
  points,
  tileUrl,
  attribution,
  label,
}: {
  points: readonly MapPoint[];
  tileUrl: string;
  attribution: string | null;
  label: string;
}) {
  const map = staticMap(points, tileUrl);
  if (!map) return null;
  return (
    <figure className="flex flex-col gap-1">
      <div
        role="img"
        aria-label={label}
        className="relative aspect-[16/9] w-full overflow-hidden rounded-md bg-neutral-100"
      >
        {map.tiles.map((tile) => (
          // Tiles come straight from the tile server the CSP allows; next/image would fetch them
          // through this server instead.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            decoding="async"
            className="absolute max-w-none"
            style={{
              left: `${tile.left}%`,
              top: `${tile.top}%`,
              width: `${map.tileWidth}%`,
              height: `${map.tileHeight}%`,
            }}
          />
        ))}
        {map.markers.map((marker, index) => (
          <span
            key={index}
            aria-hidden
            className="absolute flex h-6 w-6 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full border-2 border-white bg-ink text-xs font-bold text-white shadow"
            style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
          >
            {points.length > 1 ? index + 1 : ''}
          </span>
        ))}
      </div>
      {attribution && (
        <figcaption className="text-right text-xs text-muted">{attribution}</figcaption>
      )}
    </figure>
  );
}
