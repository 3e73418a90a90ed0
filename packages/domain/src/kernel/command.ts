/** A command as the domain receives it: the API fills `data`, including time and ids, so `decide` stays pure. */
export interface DomainCommand<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> {
  type: Type;
  data: Data;
}
