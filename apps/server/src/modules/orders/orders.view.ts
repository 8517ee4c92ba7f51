import type { OrderAlbumRow, OrderRow } from './orders.repository';

/** An order as a JSON:API resource (spec 1 §3); `price` is the total in cents. */
export function orderResource(row: OrderRow, lines: readonly OrderAlbumRow[]) {
  return {
    type: 'orders' as const,
    id: row.id,
    attributes: {
      title: row.title,
      order_status: row.order_status,
      price: Number(row.price),
      quantity: Number(row.quantity),
      invoice_url: row.invoice_url,
    },
    relationships: {
      albums_ordered: {
        data: lines
          .filter((line) => line.order_id === row.id && line.album_id !== null)
          .map((line) => ({ type: 'albums' as const, id: line.album_id as string })),
      },
    },
    meta: { created: row.created_at, modified: row.modified_at },
  };
}

/** The albums of orders as they were ordered: title, copies and unit price in cents. */
export function orderedAlbumResources(lines: readonly OrderAlbumRow[]) {
  return lines
    .filter((line) => line.album_id !== null)
    .map((line) => ({
      type: 'albums' as const,
      id: line.album_id as string,
      attributes: {
        title: line.title,
        quantity: Number(line.quantity),
        unit_price: Number(line.unit_price),
        album_status: 'ordered' as const,
      },
    }));
}
