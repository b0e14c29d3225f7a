// Slugs of the articles /article/{slug} serves, shared with the pages that link to them without
// pulling the article page (or the linking page) into each other's bundle.

/** The article on opinion selection the Suggest page links to. */
export const opinionSelectionArticleSlug = 'how-we-choose-opinions';
