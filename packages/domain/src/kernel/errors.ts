/** A rule of the domain was broken; the API answers 409 for IllegalTransition, 400 for others. */
export class DomainError extends Error {
  override name = 'DomainError';
}

/** The command is not allowed in the aggregate's current state (e.g. approving a denied request). */
export class IllegalTransition extends DomainError {
  override name = 'IllegalTransition';
  constructor(
    readonly from: string,
    readonly command: string,
  ) {
    super(`Cannot ${command} a request that is ${from}`);
  }
}

/** The aggregate does not exist yet, but the command needs it to. */
export class NotFound extends DomainError {
  override name = 'NotFound';
  constructor(
    /** What was looked for, e.g. 'request': the API names it in the answer. */
    readonly entity: string,
    id: string | number,
  ) {
    super(`${entity} ${id} not found`);
  }
}
