/** Socket reads gathered into one piece for tus: about 16 of Node's 64 KiB reads. */
export const BATCH_BYTES = 1024 * 1024;
/** A batch's buffer: the socket read that brings a batch past BATCH_BYTES still fits. */
export const SLAB_BYTES = BATCH_BYTES + 64 * 1024;
/** Buffers kept for reuse: a few chunks' worth, whatever the number of uploads. */
const KEPT = 16;

const free: Buffer[] = [];
/** The buffers handed out and not back yet: only those are taken back, and only once. */
const lent = new WeakSet<ArrayBufferLike>();

/**
 * Buffers for the upload batches, used again once their bytes are written (issue 18,
 * decision 044). A new 1 MiB buffer for every batch cost ~3–7 ms per MiB on these
 * machines (fresh memory first touched, then the collector freeing it) where copying into
 * a buffer used before takes ~0.1 ms. A buffer never handed back (a failed write, the
 * bucket's store) is simply collected.
 */
export function takeBatchBuffer(): Buffer {
  const buffer = free.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
  lent.add(buffer.buffer);
  return buffer;
}

/** Hands back the buffer under a batch whose bytes nothing reads any more. */
export function releaseBatchBuffer(batch: Uint8Array): void {
  const slab = batch.buffer;
  if (!lent.has(slab)) return;
  lent.delete(slab);
  if (free.length < KEPT) free.push(Buffer.from(slab, 0, SLAB_BYTES));
}
