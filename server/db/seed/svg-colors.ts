function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends two #rrggbb colours; t = 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * t))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const tint = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const shade = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative brightness in [0, 1], to keep outlines visible on light garments. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
