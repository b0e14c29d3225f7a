/** A quiz slug is cut at the first % or & before loading (docs/product.md#routes). */
export function quizSlugFromPath(raw: string): string {
  const cut = raw.search(/[%&]/);
  return cut === -1 ? raw : raw.slice(0, cut);
}
