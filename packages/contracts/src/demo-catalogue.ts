/** One demo gallery piece (docs/product.md#beyond-the-first-specification, "Demo content"), added through the gallery commands. */
export interface DemoImage {
  title: string;
  description: string | null;
  /** The same in English, for the English pages. */
  titleEn: string;
  descriptionEn: string | null;
  /** A category name, e.g. one of the collections ('vestidos'); stored lowercase. */
  category: string;
  featured: boolean;
  /** The artwork, in any format sanitizeImage accepts; called only when the image is really added. */
  render(): Promise<Uint8Array>;
}

/** One demo testimonial. */
export interface DemoReview {
  clientName: string;
  content: string;
  /** The same testimonial in English, for the English pages. */
  contentEn: string;
  /** 1 to 5. */
  rating: number;
  featured: boolean;
}

/** What the demo seeding adds at a first start, in Spanish and English: made by @atelier/art, seeded by the API. */
export interface DemoCatalogue {
  images: readonly DemoImage[];
  reviews: readonly DemoReview[];
}
