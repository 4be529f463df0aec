type Rgba = [number, number, number, number];

/** `#rgb`, `#rrggbb`, `rgb(...)` or `rgba(...)` as 0-255 channels and an alpha. */
function parse(color: string): Rgba {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const channels = /^rgba?\(([^)]+)\)$/.exec(color)?.[1]?.split(',').map(Number);
  if (channels && channels.length >= 3 && channels.every(Number.isFinite))
    return [channels[0], channels[1], channels[2], channels[3] ?? 1] as Rgba;
  throw new Error(`cannot read the colour ${color}`);
}

/** `color` as seen over the opaque `background` (a translucent text colour, say). */
function over(color: string, background: string): Rgba {
  const [r, g, b, a] = parse(color);
  const [br, bg, bb] = parse(background);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

/** WCAG 2.2 relative luminance. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.2 contrast ratio of `color` over `background`, each a CSS colour as a theme writes it or
 * a browser computes it: for the checks of the themes and of what a page paints.
 */
export function contrast(color: string, background: string): number {
  const first = luminance(over(color, background));
  const second = luminance(parse(background));
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}
