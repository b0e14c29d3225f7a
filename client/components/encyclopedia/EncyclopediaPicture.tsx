// A picture of the encyclopedia (a question's, a person's, a request's): the stored copy or its
// 400 px one, whichever the layout needs. Its width and height reserve its box before it
// arrives, so nothing below it moves while it loads.

/** The picture fields every item with a picture has (imageUrl null: none). */
export type PictureFields = {
  readonly imageUrl?: string | null;
  readonly imageSrcSet: string;
  readonly imageWidth?: number | null;
  readonly imageHeight?: number | null;
};

export function EncyclopediaPicture({
  picture,
  sizes,
  alt,
  className,
  atTopOfPage = false,
}: {
  picture: PictureFields;
  /** How wide it is drawn, for the browser to pick the copy from the srcset. */
  sizes: string;
  /** Empty when the text beside it says what it shows. */
  alt: string;
  className?: string;
  /**
   * At the top of its page it is often the largest thing painted, so it is fetched first; in a
   * list it waits until it nears the screen.
   */
  atTopOfPage?: boolean;
}) {
  if (!picture.imageUrl) return null;
  return (
    <img
      className={className}
      src={picture.imageUrl}
      srcSet={picture.imageSrcSet || undefined}
      sizes={sizes}
      width={picture.imageWidth ?? undefined}
      height={picture.imageHeight ?? undefined}
      alt={alt}
      loading={atTopOfPage ? 'eager' : 'lazy'}
      fetchPriority={atTopOfPage ? 'high' : undefined}
      decoding="async"
    />
  );
}
