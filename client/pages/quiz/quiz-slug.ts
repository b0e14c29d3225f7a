/** The quiz slug is cut at the first % or & before loading, read from the raw URL path (docs/product.md#routes). */
export function quizSlugFromPathname(pathname: string): string {
  const raw = pathname.replace(/^\/q\//, '');
  const cut = raw.search(/[%&/]/);
  return cut === -1 ? raw : raw.slice(0, cut);
}
