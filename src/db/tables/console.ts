import type { Locale, StaffRole } from '../../lib/staff.ts';

/** Staff accounts and their console sessions. */
export interface ConsoleTables {
  staff: {
    id: string;
    shop_id: string;
    /** Lower case; unique across shops, since sign-in asks only for the e-mail. */
    email: string;
    name: string;
    role: StaffRole;
    /** scrypt hash, `scrypt$N$r$p$salt$hash`. */
    password_hash: string;
    /** The console's language for this staff member ('ja' unless they chose English). */
    locale: Locale;
    created_at: string;
    updated_at: string;
    /** Set by `tenpo staff disable`: no sign-in, no session. */
    disabled_at: string | null;
  };
  staff_sessions: {
    /** sha256 of the session cookie's value. */
    id_hash: string;
    staff_id: string;
    /** Hidden-field token every console form must echo. */
    csrf_token: string;
    created_at: string;
    /** Idle expiry, pushed forward while the session is used. */
    expires_at: string;
  };
}
