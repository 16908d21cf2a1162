// Plain constants, free of zod, so the client can import them without the schema library.
export const MIN_PASSWORD_LENGTH = 6;
// argon2 cost grows with input length; cap it so a huge password cannot tie up a core.
export const MAX_PASSWORD_LENGTH = 256;
