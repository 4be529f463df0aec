/** A part of a locale file (apps/web/vite/locale-parts.ts): its public sections, or the app's. */
declare module '*.json?texts=public' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?texts=app' {
  const texts: Record<string, unknown>;
  export default texts;
}
