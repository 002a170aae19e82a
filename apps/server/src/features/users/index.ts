/** features/users: what other features and the composition root may import; the rest of the folder is its own. */
export { usersRepository } from './users.repository.js';
export type { UserRecord } from './users.repository.js';
