/**
 * People for personal-data tests: every field of each is a value found nowhere else, so a response
 * body that holds one of them leaked it. Search the serialized body, not its keys.
 */
export function distinctPerson(who: string, digits: string) {
  return {
    last_name: `${who}Last`,
    first_name: `${who}First`,
    tel: `090-${digits}-${digits}`,
    email: `${who.toLowerCase()}@example.test`,
    postal_code: `${digits.slice(0, 3)}-${digits}`,
    address: `${who} Street ${digits}`,
  };
}

export type DistinctPerson = ReturnType<typeof distinctPerson>;

/** The person as a shipping's recipient (no e-mail). */
export function asRecipient({ email: _email, ...recipient }: DistinctPerson): Omit<DistinctPerson, 'email'> {
  return recipient;
}

/** Each personal-data value of these people that appears in the body. */
export function leaked(body: string, people: DistinctPerson[]): string[] {
  return people.flatMap((p) => Object.values(p)).filter((v) => body.includes(v));
}
