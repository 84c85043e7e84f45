import islandAssets from "virtual:islands";
import type { IslandName } from "~/islands/registry";

/**
 * The scripts of a page's islands, and module preloads for the chunks they import (React hoists
 * those into the head), so that the browser fetches them in parallel. Low priority: the page is
 * complete without them.
 */
export function PageScripts({ islands }: { islands: readonly IslandName[] }) {
  const assets = islands.map((name) => islandAssets[name]);
  const preloads = [...new Set(assets.flatMap((asset) => asset.preload))];
  return (
    <>
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.map((asset) => (
        <script key={asset.src} type="module" src={asset.src} fetchPriority="low" />
      ))}
    </>
  );
}
