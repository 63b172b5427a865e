// Operator HTML (already sanitised by lib/server/content/sanitize.ts), styled for reading.

const RICH_TEXT =
  "text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_td:not(:first-child)]:text-center [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th:not(:first-child)]:text-center [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
