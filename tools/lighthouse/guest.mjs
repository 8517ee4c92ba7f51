// The guest the signed-in pages are measured as (run.mjs) and profiled as (profile.mjs).

/** A guest with one 12″ album, signed in through the API in the page (its cookies). */
export async function seedGuest(page, origin) {
  // A file of the shop's, under a page's policy: an API answer's (`default-src 'none'`,
  // decision 064) forbids the fetches below, which failed with "Failed to fetch".
  await page.goto(`${origin}/favicon.svg`);
  const session = await page.evaluate(async () => {
    const json = { 'Content-Type': 'application/vnd.api+json' };
    const { token } = await (await fetch('/api/csrf')).json();
    const headers = { ...json, 'X-CSRF-Token': token };
    const uuid = crypto.randomUUID();
    const login = await fetch('/api/login/anonymous', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
      body: JSON.stringify({ uuid }),
    });
    if (!login.ok) throw new Error(`guest sign-in: ${login.status} ${await login.text()}`);
    const { token: signedIn } = await (await fetch('/api/csrf')).json();
    headers['X-CSRF-Token'] = signedIn;
    const created = await fetch('/api/albums', {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { type: 'albums', attributes: { album_format: '12' } } }),
    });
    if (!created.ok) throw new Error(`album: ${created.status} ${await created.text()}`);
    const albumId = (await created.json()).data.id;
    await fetch(`/api/albums/${albumId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        data: { type: 'albums', id: albumId, attributes: { title: 'Night Drive' } },
      }),
    });
    return { uuid, albumId };
  });
  // The app's stored session (zustand, spec 1 §3): the guest and the album being made.
  await page.evaluate(
    (stored) => {
      localStorage.setItem('vinyl-shop-session', JSON.stringify({ state: stored, version: 1 }));
    },
    {
      uuidUser: session.uuid,
      isAnonymous: true,
      lang: 'en',
      albumId: session.albumId,
      albumTitle: 'Night Drive',
      albumFormat: '12',
    },
  );
}
