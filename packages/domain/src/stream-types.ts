import { CATEGORY_STREAM_TYPE } from './category/stream.ts';
import { CALENDAR_FEED_STREAM_TYPE } from './calendar-feed/stream.ts';
import { CALENDAR_EVENT_STREAM_TYPE } from './calendar-event/stream.ts';
import { CONTACT_MESSAGE_STREAM_TYPE } from './contact-message/stream.ts';
import { CUSTOM_CONCEPT_STREAM_TYPE } from './custom-concept/stream.ts';
import { DEMO_CLAIM_STREAM_TYPE } from './demo-claim/stream.ts';
import { DRESS_ORDER_STREAM_TYPE } from './dress-order/stream.ts';
import { IMAGE_VARIANTS_STREAM_TYPE } from './image-variants/stream.ts';
import { GALLERY_IMAGE_STREAM_TYPE } from './gallery-image/stream.ts';
import { GALLERY_TITLE_STREAM_TYPE } from './gallery-title/stream.ts';
import { REVIEW_STREAM_TYPE } from './review/stream.ts';
import { SITE_SETTING_STREAM_TYPE } from './site-settings/stream.ts';
import { REGISTRATION_STREAM_TYPE } from './user/registration.ts';
import { USER_STREAM_TYPE, USERNAME_STREAM_TYPE } from './user/stream.ts';

/** Every stream type the domain writes, for the event store's `streams.stream_type` column. */
export const STREAM_TYPES = {
  dressOrder: DRESS_ORDER_STREAM_TYPE,
  customConcept: CUSTOM_CONCEPT_STREAM_TYPE,
  contactMessage: CONTACT_MESSAGE_STREAM_TYPE,
  user: USER_STREAM_TYPE,
  username: USERNAME_STREAM_TYPE,
  registration: REGISTRATION_STREAM_TYPE,
  imageVariants: IMAGE_VARIANTS_STREAM_TYPE,
  galleryImage: GALLERY_IMAGE_STREAM_TYPE,
  galleryTitle: GALLERY_TITLE_STREAM_TYPE,
  review: REVIEW_STREAM_TYPE,
  demoClaim: DEMO_CLAIM_STREAM_TYPE,
  category: CATEGORY_STREAM_TYPE,
  siteSetting: SITE_SETTING_STREAM_TYPE,
  calendarEvent: CALENDAR_EVENT_STREAM_TYPE,
  calendarFeed: CALENDAR_FEED_STREAM_TYPE,
} as const;

export type StreamType = (typeof STREAM_TYPES)[keyof typeof STREAM_TYPES];
