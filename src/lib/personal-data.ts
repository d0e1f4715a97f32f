import { Type, type Static, type TObject } from '@sinclair/typebox';

/**
 * Personal data of a person: a buyer (purchaser), a shipping's recipient (no e-mail) or a
 * customer's profile (with gender). One definition for the schemas, the types and the views.
 * Returned only to the shopper themselves and to tokens holding a *_pii scope.
 */

/** The fields as TypeBox properties, in response order. */
export const PersonalDataFields = {
  last_name: Type.String(),
  first_name: Type.String(),
  tel: Type.String(),
  email: Type.String(),
  postal_code: Type.String(),
  address: Type.String(),
};

const { email: _email, ...recipientFields } = PersonalDataFields;
/** A recipient's fields: the same without e-mail. */
export const RecipientDataFields = recipientFields;

/** The fields of a customer's profile: personal data and gender. */
export const ProfileDataFields = {
  ...PersonalDataFields,
  gender: Type.String({ description: 'As the customer gave it (female, male, other, or "" when not given)' }),
};

/** Every field present ("" when not given): as answered. */
export type PersonalData = Static<TObject<typeof PersonalDataFields>>;
export type ProfileData = PersonalData & { gender: string };

/** Any field may be missing: as sent by a client, or as read back from stored JSON. */
export type Person = Partial<PersonalData>;
export type Profile = Partial<ProfileData>;

/** Stored personal data as answered: every field of the shape present, "" where none was given. */
export function answeredFields<K extends string>(
  fields: Record<K, unknown>,
  stored: Partial<Record<string, string>>,
): Record<K, string> {
  return Object.fromEntries(Object.keys(fields).map((f) => [f, stored[f] ?? ''])) as Record<K, string>;
}
