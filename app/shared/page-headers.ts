/**
 * The header by which a rendered page tells the server that its policy must allow images from
 * other sites (`imagesFromAnywhere`); the server takes it off the answer (server/security/headers.ts).
 */
export const IMAGES_FROM_ANYWHERE_HEADER = "X-Images-From-Anywhere";
