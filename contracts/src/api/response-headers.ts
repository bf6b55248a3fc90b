/** The headers an answer may carry, each described once for the document. */
export const responseHeaders = {
  'Set-Cookie': 'The session cookie (HttpOnly, SameSite=Lax; Secure in production), or its removal.',
  Location: 'Where the browser goes next: a page of the shell.',
  'Retry-After': 'Seconds to wait before trying again.',
  'Content-Disposition': 'attachment, with the file’s name (RFC 6266, with a UTF-8 `filename*`).',
  ETag: 'The version of this answer, for If-None-Match.',
  'Cache-Control': 'How long a client may keep this answer.',
  Allow: 'The methods this path answers.',
} as const;

export type ResponseHeader = keyof typeof responseHeaders;
