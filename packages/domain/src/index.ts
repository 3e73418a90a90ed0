export * from './shared/decider.ts';
export * from './shared/errors.ts';
export * from './shared/command.ts';

export * from './request-status/events.ts';
export * from './request-status/commands.ts';
export * from './request-status/lifecycle.ts';
export * from './request-status/stream.ts';

export * from './dress-order/events.ts';
export * from './dress-order/commands.ts';
export * from './dress-order/decider.ts';
export * from './dress-order/stream.ts';

export * from './custom-concept/events.ts';
export * from './custom-concept/commands.ts';
export * from './custom-concept/decider.ts';
export * from './custom-concept/stream.ts';

export * from './contact-message/events.ts';
export * from './contact-message/commands.ts';
export * from './contact-message/decider.ts';
export * from './contact-message/stream.ts';

export * from './user/events.ts';
export * from './user/commands.ts';
export * from './user/username.ts';
export * from './user/user-decider.ts';
export * from './user/username-decider.ts';
export * from './user/stream.ts';
export * from './user/registration.ts';

export * from './site-settings/events.ts';

export * from './stream-types.ts';
