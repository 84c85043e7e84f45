import { categoryColour } from "~/content/insight-categories";
import { type Article, articlePath } from "~/content/insights";
import { siteWords } from "~/content/site-words";
import { cn } from "~/lib/cn";
import { formatDate } from "~/shared/dates";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      className={cn("inline-block rounded-full px-3 py-1 text-xs font-semibold", categoryColour(category))}
    >
      {category}
    </span>
  );
}

/** An article on the listing; the featured one stands out. */
export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  return (
    <a
      href={articlePath(article.slug)}
      className={cn(
        "group flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md",
        featured ? "border-brand-300 ring-1 ring-brand-200" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={article.category} />
        {featured ? (
          <span className="rounded-full bg-accent-300 px-3 py-1 text-xs font-semibold text-brand-950">
            {siteWords.featured}
          </span>
        ) : null}
      </div>
      <h3 className="mt-4 text-xl font-semibold text-ink group-hover:text-brand-700">{article.title}</h3>
      <p className="mt-3 flex-1 leading-7 text-muted">{article.excerpt}</p>
      <p className="mt-5 text-sm text-slate-600">
        <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readTime}
      </p>
    </a>
  );
}
