// The part of madge's API (it ships no types) that scripts/lib/import-cycles.ts uses.
declare module "madge" {
  type MadgeResult = {
    circular(): string[][];
    obj(): Record<string, string[]>;
    warnings(): { skipped: string[] };
  };
  type MadgeConfig = {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    excludeRegExp?: RegExp[];
    detectiveOptions?: Record<string, Record<string, unknown>>;
  };
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
