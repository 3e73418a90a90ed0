import * as v from 'valibot';

/** What GET /api/user, login and register answer: never the password hash. */
export const publicUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  isAdmin: v.boolean(),
});

export type PublicUser = v.InferOutput<typeof publicUserSchema>;
