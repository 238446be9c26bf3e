// The identity module's public surface: the account record, its sessions and its e-mailed codes. Only this module
// queries the users, sessions and email_codes tables; the account area's texts are in messages.ts and emails.ts.
export * from './email-codes.ts';
export * from './numbers.ts';
export * from './sessions.ts';
export * from './users.ts';
