import { parse } from 'content-disposition';

/**
 * What a browser makes of a response's Content-Disposition: shown in the page (`inline`) or
 * saved (`attachment`), and under which name (the UTF-8 `filename*` when there is one).
 */
export function downloadOf(header: string | string[] | undefined): { type: string; name?: string } {
  const { type, parameters } = parse(String(header));
  return { type, name: parameters.filename };
}
