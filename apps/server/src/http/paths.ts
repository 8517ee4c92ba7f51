/**
 * The path a request is routed by, for the hooks that apply by prefix (`/api/`, `/ext/`):
 * the router decodes percent-escapes, so `/%61pi/login` is answered by `/api/login`'s route,
 * and a check of the raw URL would let such a request skip the CSRF check and the API's
 * headers. The raw URL (query included) when its path has no escape, the common case: no
 * string is made for it. A path that cannot be decoded stays as it is (the router refuses
 * it with a 400 before any route runs).
 */
export function routedPath(url: string): string {
  const escape = url.indexOf('%');
  const query = url.indexOf('?');
  // No escape before the query (or none at all): the raw URL, sliced by no one.
  if (escape === -1 || (query !== -1 && escape > query)) return url;
  const path = query === -1 ? url : url.slice(0, query);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
