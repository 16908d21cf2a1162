// The sandbox gateway's API key and webhook secret. Derived from the JWT secret rather than
// drawn at boot, so every process behind a balancer agrees on them (one process may create
// an invoice whose webhook another verifies) without a variable to set.
import { createHmac } from 'node:crypto';

export interface SandboxCredentials {
  apiKey: string;
  webhookSecret: string;
}

export function sandboxCredentials(jwtSecret: string): SandboxCredentials {
  const derive = (purpose: string) => createHmac('sha256', jwtSecret).update(`charades sandbox myfatoorah ${purpose}`).digest('base64url');
  return { apiKey: derive('api key'), webhookSecret: derive('webhook secret') };
}
