/** The auth module's one door (decision 018). */
export { createAuthModule, type AuthModuleService } from './auth.module';
export type { AuthService, SessionLookup } from './auth.service';
export { hashPassword } from './passwords';
export { isEmail, normalizeEmail } from './account-links';
export { signInProviders } from './oauth.providers';
