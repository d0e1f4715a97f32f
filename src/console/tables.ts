/** Staff accounts, sessions and authorization-code grants: filled in by the console and OAuth grant work. */
export interface ConsoleTables {}
