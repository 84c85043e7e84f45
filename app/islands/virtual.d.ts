/** The islands' built URLs, from the build (scripts/lib/vite-islands.ts). */
declare module "virtual:islands" {
  const assets: import("./registry").IslandAssets;
  export default assets;
}
