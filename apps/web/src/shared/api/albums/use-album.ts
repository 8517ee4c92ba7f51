import { useQuery } from '@tanstack/react-query';
import { albumQueryOptions } from './get-album';

/** One of the customer's albums with its discs; asks nothing while `id` is null. */
export function useAlbum(id: string | null) {
  return useQuery({ ...albumQueryOptions(id ?? ''), enabled: id !== null });
}
