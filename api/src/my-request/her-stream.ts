import { DEFAULT_LANG, toLang, type Lang } from '@atelier/contracts';
import { CLIENT_IMAGES_ADDED, CUSTOM_CONCEPT_SUBMITTED, DRESS_ORDER_SUBMITTED, type ClientImagesAddedData } from '@atelier/domain';
import type { EventStore } from '@atelier/event-store';

/** What her page needs of her request that the staff's read models do not keep. */
export interface HerStreamFacts {
  /** The language of the form she sent (requests sent before it was recorded read as Spanish). */
  lang: Lang;
  /** The reference photos she added from her page, in the order she added them. */
  addedImageKeys: string[];
}

/**
 * Her form's language and the photos she added from her page, folded from her request's
 * stream: rm_requests keeps neither (its photos are the form's). The keys are not personal
 * data, so an erased stream still names them and erasure can delete their files.
 */
export async function herStreamFacts(store: Pick<EventStore, 'readStream'>, streamId: string): Promise<HerStreamFacts> {
  const { events } = await store.readStream(streamId);
  let lang: Lang = DEFAULT_LANG;
  const addedImageKeys: string[] = [];
  for (const event of events) {
    if (event.type === DRESS_ORDER_SUBMITTED || event.type === CUSTOM_CONCEPT_SUBMITTED) lang = toLang(String(event.data.lang ?? '')) ?? DEFAULT_LANG;
    if (event.type === CLIENT_IMAGES_ADDED) addedImageKeys.push(...(event.data as ClientImagesAddedData).imageKeys);
  }
  return { lang, addedImageKeys };
}
