import { aiConsultancy } from "./ai-consultancy";
import { consultancy } from "./consultancy";
import { cyberSecurity } from "./cyber-security";
import { digitalTransformation } from "./digital-transformation";
import { fractionalCtoCio } from "./fractional-cto-cio";
import { hostingSysadmin } from "./hosting-sysadmin";
import { productArchitectureReview } from "./product-architecture-review";
import { bespokeDevelopment, softwareDevelopment, websiteDesignBuildSubPage } from "./software-development";
import { technicalStrategyReview } from "./technical-strategy-review";
import type { ServicePage } from "./types";
import { websiteDesignBuild } from "./website-design-build";

/** Every service page, in the order of SPEC.md §2's route table. */
export const servicePages: readonly ServicePage[] = [
  fractionalCtoCio,
  cyberSecurity,
  hostingSysadmin,
  softwareDevelopment,
  bespokeDevelopment,
  websiteDesignBuildSubPage,
  websiteDesignBuild,
  productArchitectureReview,
  consultancy,
  digitalTransformation,
  technicalStrategyReview,
  aiConsultancy,
];

export function findServicePage(path: string): ServicePage | undefined {
  return servicePages.find((page) => page.path === path);
}
