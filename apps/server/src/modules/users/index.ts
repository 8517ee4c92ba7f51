/** The users module's one door (decision 018, 019). */
export { createUsersService, type UsersService } from './users.service';
export type { UserRow } from './users.repository';
export { toUserResource } from './users.view';
