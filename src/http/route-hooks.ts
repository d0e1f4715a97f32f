/** A route's hooks of one kind (Fastify takes one hook or an array of them) with `first` put before them. */
export function hooksStartingWith<Hook>(first: NoInfer<Hook>, hooks: Hook | Hook[] | undefined): Hook[] {
  return [first, ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks])];
}
