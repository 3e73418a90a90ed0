import type { BlobStore } from '@atelier/blobs';
import { DEFAULT_GALLERY_CATEGORY, type DemoCatalogue, type DemoImage, type DemoReview } from '@atelier/contracts';
import {
  DomainError,
  GALLERY_IMAGE_ADDED,
  GALLERY_IMAGE_DELETED,
  GALLERY_IMAGE_EDITED,
  GALLERY_IMAGE_ID_SEQUENCE,
  REVIEW_ADDED,
  REVIEW_ID_SEQUENCE,
  demoClaimStream,
  galleryImageBlobKey,
  galleryImageStream,
  galleryTitleStream,
  normaliseGalleryTitle,
  reviewStream,
  type DomainEvent,
  type GalleryImageAddedData,
  type GalleryImageEditedData,
} from '@atelier/domain';
import {
  ConcurrencyError,
  START,
  executeCommand,
  positionOfEvent,
  readState,
  type AggregateStream,
  type EventMetadata,
  type EventStore,
  type StoredEvent,
} from '@atelier/event-store';
import { addGalleryImage } from '../gallery-images/commands.ts';
import { addReview } from '../reviews/commands.ts';
import { storeImage } from '../uploads/store-images.ts';

export interface SeedDependencies {
  store: EventStore;
  blobs: BlobStore;
  now: () => Date;
}

/** What one run added (ids); empty when everything was there already. */
export interface SeedResult {
  imageIds: number[];
  reviewIds: number[];
}

const REVIEWS_ITEM = 'reviews';
const imageItem = (title: string) => `image:${normaliseGalleryTitle(title)}`;

const metadata = (): EventMetadata => {
  const correlationId = crypto.randomUUID();
  return { actor: 'demo-seed', correlationId, causationId: correlationId };
};

/** Every event of `types` in the log, in order (gallery and review events are few: the owner curates them). */
async function eventsOfTypes(store: EventStore, types: readonly string[]): Promise<StoredEvent[]> {
  const all: StoredEvent[] = [];
  for (let after = START; ; ) {
    const page = await store.readAll(after, 1000, undefined, types);
    all.push(...page);
    const last = page.at(-1);
    if (!last) return all;
    after = positionOfEvent(last);
  }
}

/** The normalised titles of the images there now, from the log itself (a read model may still be catching up). */
async function presentTitles(store: EventStore): Promise<Set<string>> {
  const titles = new Map<number, string>();
  for (const event of await eventsOfTypes(store, [GALLERY_IMAGE_ADDED, GALLERY_IMAGE_EDITED, GALLERY_IMAGE_DELETED])) {
    const { imageId, title } = event.data as GalleryImageAddedData | GalleryImageEditedData;
    if (event.type === GALLERY_IMAGE_DELETED) titles.delete(imageId);
    else if (title !== undefined) titles.set(imageId, title);
  }
  return new Set([...titles.values()].map(normaliseGalleryTitle));
}

/** A refusal because another process got there first: the stream moved, or the claim or add already exists. */
const lostRace = (error: unknown) => error instanceof ConcurrencyError || error instanceof DomainError;

/**
 * The ids `item` is claimed with: its existing claim, else `fresh()` claimed now. Of two
 * processes claiming at once, one appends and the other reads the winner's ids.
 */
async function claim(store: EventStore, item: string, fresh: () => Promise<number[]>, at: string): Promise<number[]> {
  const stream = demoClaimStream(item);
  const existing = (await readState(store, stream)).state.ids;
  if (existing !== null) return existing;
  const ids = await fresh();
  try {
    await executeCommand(store, { stream, command: { type: 'ClaimDemoItem' as const, data: { item, ids, at } }, metadata: metadata() });
    return ids;
  } catch (error) {
    if (!lostRace(error)) throw error;
    const winner = (await readState(store, stream)).state.ids;
    if (winner === null) throw error;
    return winner;
  }
}

/**
 * Runs an add command unless its stream already exists. A concurrent process adding the same
 * claimed id makes one of the two appends fail; the loser just reports that it added nothing.
 */
async function addOnce<C, E extends DomainEvent, S>(store: EventStore, stream: AggregateStream<C, E, S>, add: () => Promise<NoInfer<C>>): Promise<boolean> {
  if ((await store.readStream(stream.streamId)).version >= 0) return false;
  try {
    await executeCommand(store, { stream, command: await add(), metadata: metadata() });
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

async function seedImage(deps: SeedDependencies, image: DemoImage, present: Set<string>): Promise<number | null> {
  const { store, blobs } = deps;
  const marker = await readState(store, galleryTitleStream(image.title));
  if (marker.state.deleted) return null;
  const at = deps.now().toISOString();
  const claimed = (await readState(store, demoClaimStream(imageItem(image.title)))).state.ids;
  // An unclaimed title the gallery already has (the owner added it herself) is left alone.
  if (claimed === null && present.has(normaliseGalleryTitle(image.title))) return null;
  const [imageId] = await claim(store, imageItem(image.title), async () => [await store.nextId(GALLERY_IMAGE_ID_SEQUENCE)], at);
  if (imageId === undefined) throw new Error(`demo image "${image.title}" was claimed without an id`);
  const fields = {
    title: image.title.trim(),
    description: image.description?.trim() || null,
    titleEn: image.titleEn.trim() || null,
    descriptionEn: image.descriptionEn?.trim() || null,
    category: image.category.trim().toLowerCase() || DEFAULT_GALLERY_CATEGORY,
    featured: image.featured,
    visible: true,
  };
  const added = await addOnce(store, galleryImageStream(imageId), async () => {
    // The key depends on the claimed id only: a process that loses the race wrote the same artwork there.
    const stored = await storeImage(blobs, (extension) => galleryImageBlobKey(imageId, extension), await image.render());
    return addGalleryImage(imageId, fields, stored, at);
  });
  return added ? imageId : null;
}

async function seedReviews(deps: SeedDependencies, reviews: readonly DemoReview[]): Promise<number[]> {
  const { store } = deps;
  if (reviews.length === 0) return [];
  const claimed = (await readState(store, demoClaimStream(REVIEWS_ITEM))).state.ids;
  // Demo reviews only join a gallery that never had one.
  if (claimed === null && (await eventsOfTypes(store, [REVIEW_ADDED])).length > 0) return [];
  const at = deps.now().toISOString();
  const ids = await claim(store, REVIEWS_ITEM, () => Promise.all(reviews.map(() => store.nextId(REVIEW_ID_SEQUENCE))), at);
  const added: number[] = [];
  for (const [index, reviewId] of ids.entries()) {
    const review = reviews[index];
    if (review === undefined) continue;
    const fields = { clientName: review.clientName, content: review.content, contentEn: review.contentEn, rating: review.rating, featured: review.featured };
    if (await addOnce(store, reviewStream(reviewId), async () => addReview(reviewId, fields, null, at))) {
      added.push(reviewId);
    }
  }
  return added;
}

/**
 * Seeds the demo catalogue through the same commands the admin's requests run, so every
 * demo item has its events. Each image whose title is neither in the gallery nor marked
 * deleted is added; the reviews are added when the gallery never had one.
 *
 * Safe to run at every start, and by several processes at once: each demo item is first
 * claimed on its own stream (DemoItemClaimed, appended only if the stream does not exist),
 * with the ids it will be added under. The process that loses a claim adds under the
 * winner's ids, and an add whose stream already exists is skipped, so each item is added
 * once. A crash between the claim and the add is finished by the next run. A claimed item
 * never comes back once deleted or renamed, and a title marked deleted is never seeded.
 */
export async function seedDemoCatalogue(deps: SeedDependencies, catalogue: DemoCatalogue): Promise<SeedResult> {
  const present = await presentTitles(deps.store);
  const imageIds: number[] = [];
  for (const image of catalogue.images) {
    const id = await seedImage(deps, image, present);
    if (id !== null) imageIds.push(id);
  }
  return { imageIds, reviewIds: await seedReviews(deps, catalogue.reviews) };
}
