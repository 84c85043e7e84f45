/**
 * The articles' categories (SPEC §3), each with its badge's colours: the one list of them (an
 * article's frontmatter names one; any other category is grey).
 */
const specCategoryColours: Record<string, string> = {
  "Cyber Security": "bg-red-100 text-red-800",
  Leadership: "bg-purple-100 text-purple-800",
  "Cloud Migration": "bg-blue-100 text-blue-800",
  "AI & Innovation": "bg-green-100 text-green-800",
  "Business Strategy": "bg-orange-100 text-orange-800",
  FinTech: "bg-indigo-100 text-indigo-800",
};
const categoryColours: Record<string, string> = {
  ...specCategoryColours,
  // SPEC §3: "Colours also exist for" these two, which no category of the spec names.
  "IT Strategy": "bg-teal-100 text-teal-800",
  "Digital Transformation": "bg-cyan-100 text-cyan-800",
};

export function categoryColour(category: string): string {
  return categoryColours[category] ?? "bg-slate-100 text-slate-800";
}

/** The categories' names, in the order above. */
export const articleCategories = Object.keys(categoryColours);

/** SPEC §3's categories: what an article written in the back office is filed under. */
export const specCategories = Object.keys(specCategoryColours);
