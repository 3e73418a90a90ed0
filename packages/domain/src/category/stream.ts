import { aggregateStream } from '../kernel/decider.ts';
import { categoryCatalogueDecider } from './decider.ts';

export const CATEGORY_STREAM_TYPE = 'category-catalogue';

/**
 * Every category lives in this one small stream: names must be unique and a rename moves a
 * name, so uniqueness is a rule of one aggregate and any two concurrent changes meet in it (409).
 */
export const CATEGORY_CATALOGUE_STREAM_ID = 'category-catalogue';

/** The category catalogue's stream: its decider, id and type as one value. */
export const categoryCatalogueStream = aggregateStream(categoryCatalogueDecider, CATEGORY_STREAM_TYPE, CATEGORY_CATALOGUE_STREAM_ID);
