// The account behind an authenticated request or socket, as read with its session.
import type { Role } from '@charades/shared/schemas/auth';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
}
