/**
 * Strong entity tags for answers the shop compresses itself: one representation per
 * encoding, so the encoding is part of the tag (`"c7-abc.br"`), and a conditional request
 * matches whichever encoding the client holds (If-None-Match compares weakly, RFC 9110
 * §13.1.2).
 */
export function encodedEntityTag(etag: string, encoding: string | undefined): string {
  return encoding ? etag.replace(/"$/, `.${encoding}"`) : etag;
}

/** The tag without quotes: a token an address can carry (`/api/config?v=c7-abc`). */
export function versionToken(etag: string): string {
  return etag.replace(/^W\//, '').replace(/"/g, '');
}

/** True when If-None-Match names this tag in any encoding, or is `*`. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = versionToken(etag);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    if (tag === '*') return true;
    return versionToken(tag).replace(/\.(br|gzip)$/, '') === wanted;
  });
}
